/**
 * Types for the Decap packages src/cms/decap.ts registers, which ship none (decap-cms-core's own types come from
 * the admin's workspace through tsconfig.json's `paths`).
 */
declare module "decap-cms-backend-github" {
  export const GitHubBackend: import("decap-cms-core").CmsBackendClass;
}
declare module "decap-cms-backend-proxy" {
  export const ProxyBackend: import("decap-cms-core").CmsBackendClass;
}
declare module "decap-cms-widget-*" {
  const widget: { Widget: () => import("decap-cms-core").CmsWidgetParam };
  export default widget;
}
declare module "decap-cms-editor-component-image" {
  const component: import("decap-cms-core").EditorComponentOptions;
  export default component;
}
declare module "decap-cms-locales" {
  export const en: import("decap-cms-core").CmsLocalePhrases;
}
