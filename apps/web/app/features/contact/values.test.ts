import { BUSINESS_TYPES, INQUIRY_TYPES } from '@tasreef/contracts/contact';
import { describe, expect, it } from 'vitest';
import { EMPTY_VALUES, prefillFromQuery } from './values.ts';

describe('prefillFromQuery', () => {
  it('fills the inquiry, the business type and the number of users from the prices page’s link', () => {
    const q = new URLSearchParams('inquiry_type=price_inquiry&business_type=school&number_of_users=250');
    expect(prefillFromQuery(q, INQUIRY_TYPES, BUSINESS_TYPES)).toEqual({ ...EMPTY_VALUES, inquiry_type: 'price_inquiry', business_type: 'school', number_of_users: '250' });
  });

  it('ignores what is not one of the options or not a whole number', () => {
    const q = new URLSearchParams('inquiry_type=free_money&business_type=<b>&number_of_users=2e9&name=x');
    expect(prefillFromQuery(q, INQUIRY_TYPES, BUSINESS_TYPES)).toEqual(EMPTY_VALUES);
  });
});
