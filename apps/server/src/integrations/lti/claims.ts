/** The LTI 1.3 claim names and vocabularies the tool reads and writes (1EdTech LTI Core, AGS, NRPS, Deep Linking). */
const LTI = 'https://purl.imsglobal.org/spec/lti/claim';
export const CLAIM = {
  messageType: `${LTI}/message_type`,
  version: `${LTI}/version`,
  deploymentId: `${LTI}/deployment_id`,
  targetLinkUri: `${LTI}/target_link_uri`,
  resourceLink: `${LTI}/resource_link`,
  roles: `${LTI}/roles`,
  context: `${LTI}/context`,
  custom: `${LTI}/custom`,
  launchPresentation: `${LTI}/launch_presentation`,
  ags: 'https://purl.imsglobal.org/spec/lti-ags/claim/endpoint',
  nrps: 'https://purl.imsglobal.org/spec/lti-nrps/claim/namesroleservice',
  deepLinkingSettings: 'https://purl.imsglobal.org/spec/lti-dl/claim/deep_linking_settings',
  deepLinkingData: 'https://purl.imsglobal.org/spec/lti-dl/claim/data',
  contentItems: 'https://purl.imsglobal.org/spec/lti-dl/claim/content_items',
} as const;

export const SCOPE = {
  lineItem: 'https://purl.imsglobal.org/spec/lti-ags/scope/lineitem',
  resultReadonly: 'https://purl.imsglobal.org/spec/lti-ags/scope/result.readonly',
  score: 'https://purl.imsglobal.org/spec/lti-ags/scope/score',
  nrps: 'https://purl.imsglobal.org/spec/lti-nrps/scope/contextmembership.readonly',
} as const;
export const LTI_SCOPES = [SCOPE.lineItem, SCOPE.resultReadonly, SCOPE.score, SCOPE.nrps];

export const MESSAGE_TYPES = ['LtiResourceLinkRequest', 'LtiDeepLinkingRequest'] as const;
export type MessageType = (typeof MESSAGE_TYPES)[number];

const MEMBERSHIP = 'http://purl.imsglobal.org/vocab/lis/v2/membership#';
const INSTITUTION = 'http://purl.imsglobal.org/vocab/lis/v2/institution/person#';
/** Context roles that teach (Instructor, its sub-roles, course administrators and designers). */
const TEACHING = ['Instructor', 'Administrator', 'ContentDeveloper', 'Mentor'];

/** Instructor → educator (a teacher of the school), Learner → student; anything else: null (refused). */
export function roleOf(roles: readonly string[]): 'teacher' | 'student' | null {
  const context = roles.filter((r) => r.startsWith(MEMBERSHIP)).map((r) => r.slice(MEMBERSHIP.length).split('#')[0]!);
  if (context.some((r) => TEACHING.includes(r))) return 'teacher';
  if (context.includes('Learner')) return 'student';
  // a platform that sends only the short names (allowed by LTI 1.3 for context roles)
  if (roles.some((r) => TEACHING.includes(r))) return 'teacher';
  if (roles.includes('Learner')) return 'student';
  if (roles.includes(`${INSTITUTION}Student`)) return 'student';
  return null;
}
