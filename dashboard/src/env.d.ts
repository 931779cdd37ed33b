/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** The external feature board behind 'Suggest a Feature'. */
  readonly VITE_FEATURE_BOARD_URL?: string;
}
