import { z } from 'zod';

const uuid = z.uuid();

/** Whether a value from a URL or a form is a uuid (the ids of the API's records), as contracts check them. */
export const isUuid = (value: string | null | undefined): value is string => typeof value === 'string' && uuid.safeParse(value).success;
