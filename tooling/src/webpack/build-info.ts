/** Exposed by every remote as `./build`: what this build really is, as opposed to what a site pinned. */
export const version: string = __APP_VERSION__;
export const sharedVersion: string = __SHARED_VERSION__;
