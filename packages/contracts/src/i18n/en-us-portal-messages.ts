/** en-US strings of the admins' messages as customers read them (merged into `enUsStrings.portalMessages`). */
export const enUsPortalMessageStrings = {
  bannerLabel: 'Messages from Meridian',
  close: 'Close the message {{subject}}',
  acknowledge: 'Acknowledge',
  centre: 'Messages',
  centreWithCount_one: 'Messages, {{count}} open',
  centreWithCount_other: 'Messages, {{count}} open',
  none: 'No messages right now.',
  acknowledgedOn: 'Acknowledged {{date}}',
  needsAck: 'Waiting for your acknowledgment',
  severity: { info: 'Information', warning: 'Warning', critical: 'Critical' },
} as const;
