// Types of the virtual module the runtime integration provides (see integration.ts).
declare module 'virtual:rental-runtime' {
  /** The build's hash (spec §4): 'dev' under `astro dev`. */
  export const buildHash: string;
  /** Debug mode for every visitor of this build (spec §4 "config flag"). */
  export const debugFlag: boolean;
}
