/** A signed-in user's own tracking list ("My shipments"): the header, the user menu, home, the detail page and sign-in lead there. */
export const MY_SHIPMENTS_PATH = '/tracking/ocean';
