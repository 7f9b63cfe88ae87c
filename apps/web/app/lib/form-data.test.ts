import { describe, expect, it } from 'vitest';
import { readForm } from './form-data.ts';

const post = (type: string, body: string) => new Request('http://local.test/en/contact-us', { method: 'POST', headers: { 'content-type': type }, body });

describe('readForm', () => {
  it('reads url-encoded and multipart forms', async () => {
    expect((await readForm(post('application/x-www-form-urlencoded', 'name=Layla'))).get('name')).toBe('Layla');
    const multipart = post('multipart/form-data; boundary=XyZ', '--XyZ\r\nContent-Disposition: form-data; name="name"\r\n\r\nLayla\r\n--XyZ--\r\n');
    expect((await readForm(multipart)).get('name')).toBe('Layla');
  });

  it('turns a body that is not a form into a thrown 400 (the error page), not an exception (a 500)', async () => {
    for (const request of [post('multipart/form-data; boundary=XyZ', 'no boundary here'), post('multipart/form-data', '--x--'), post('application/json', '{"a":1}')]) {
      const thrown = await readForm(request).then(
        () => null,
        (error: unknown) => error,
      );
      expect(thrown).toMatchObject({ init: { status: 400 } });
    }
  });
});
