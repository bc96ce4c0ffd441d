/** App version of the specification (spec §9): 1.0.0, version code 100. */
export const APP_VERSION = '1.0.0';
export const APP_VERSION_CODE = 100;
