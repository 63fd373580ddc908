/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Set by scripts/build.mjs: the build's id, shown in Settings. */
  readonly VITE_BUILD_ID?: string;
}
