/** A signed-in user's own tracking list ("My shipments"): the header, the user menu, home, the detail page and sign-in lead there. */
export const MY_SHIPMENTS_PATH = '/tracking/ocean';
/** The notice centre: the header's bell and the user menu lead there. */
export const NOTICES_PATH = '/notices';
/** The member's reminder rule in the user centre: the notice centre and the info page link to it. */
export const NOTIFICATION_SETTINGS_PATH = '/user/settings/notifications';
/** "My share links" in the user centre (issue 22): the share modal and the user centre's menu lead there. */
export const SHARE_LINKS_PATH = '/user/settings/shares';
/** The export templates and scheduled exports (issue 22): the user centre and the list's export dialog link there. */
export const EXPORT_TEMPLATES_PATH = '/user/settings/export';
/** The member's export jobs and their files: the user menu, the user centre and the list's "ready" notice lead there. */
export const EXPORTS_PATH = '/user/settings/exports';
