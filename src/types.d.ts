// CSS Modules: Gatsby 5 exports class names as named exports (`import * as styles from "./x.module.css"`).
declare module "*.module.css" {
  const classes: { readonly [className: string]: string };
  export = classes;
}
declare module "*.css";
declare module "*.woff2" {
  const url: string;
  export default url;
}
