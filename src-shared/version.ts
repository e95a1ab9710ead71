// The app version shown to users; kept equal to package.json's by a unit test.
export const APP_VERSION = '0.1.0';
