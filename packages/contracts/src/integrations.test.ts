import { describe, expect, it } from 'vitest';
import { translate } from './messages.ts';
import { createLmsConnectionRequestSchema, deploymentIdsOf, LTI_MAX_DEPLOYMENTS } from './integrations.ts';

const manual = (over: Record<string, unknown> = {}) => ({
  issuer: 'https://lms.example',
  client_id: 'c1',
  deployment_ids: ['d1'],
  auth_url: 'https://lms.example/auth',
  token_url: 'https://lms.example/token',
  jwks_url: 'https://lms.example/jwks',
  ...over,
});
const issues = (body: unknown) => {
  const r = createLmsConnectionRequestSchema.safeParse(body);
  const out: Record<string, string> = {};
  // the first issue of a field is the one shown (as the API's error handler does)
  if (!r.success) for (const i of r.error.issues) out[i.path.join('.')] ??= i.message;
  return out;
};

describe('an LMS registered by hand (the one schema of the form and the API)', () => {
  it('reads deployment ids one a line or comma-separated, blanks dropped', () => {
    expect(deploymentIdsOf(' d1 \n\n d2,d3 ,\r\n')).toEqual(['d1', 'd2', 'd3']);
    expect(deploymentIdsOf(' \n ')).toEqual([]);
  });

  it('names a missing deployment, too many deployments and an address without its scheme by their own keys', () => {
    expect(issues({ manual: manual({ deployment_ids: [] }) })).toEqual({ 'manual.deployment_ids': 'lti_deployment_required' });
    const many = Array.from({ length: LTI_MAX_DEPLOYMENTS + 1 }, (_, i) => `d${i}`);
    expect(issues({ manual: manual({ deployment_ids: many }) })).toEqual({ 'manual.deployment_ids': 'lti_deployments_max' });
    expect(issues({ manual: manual({ issuer: 'lms.example', token_url: 'javascript:alert(1)', auth_url: '' }) })).toEqual({
      'manual.issuer': 'lti_url_invalid',
      'manual.token_url': 'lti_url_invalid',
      'manual.auth_url': 'required',
    });
    expect(issues({ manual: manual() })).toEqual({});
  });

  it('keeps the scheme of its Arabic address message left to right inside the sentence', () => {
    expect(translate('ar', 'lti_url_invalid')).toContain('\u2068https://\u2069');
  });
});
