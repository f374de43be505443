// The types of mathjs's one-file build (normalize.ts imports it), which are those of the package.
declare module "mathjs/lib/browser/math.js" {
  import type * as MathJs from "mathjs";

  const mathjs: typeof MathJs;
  export default mathjs;
}
