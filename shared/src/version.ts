/** The version of @screening/shared this build is (the shell checks a pinned area's need against it). */
export const SHARED_VERSION: string = __SHARED_VERSION__;
