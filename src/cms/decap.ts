/**
 * Decap CMS as the admin uses it: decap-cms-core with the backends, widgets and interface language this site's
 * configuration (src/cms/config.ts) can name, and nothing else. decap-cms-app registers every backend, widget and
 * locale Decap has (Azure, Bitbucket, a map, a colour picker, code editors, 40 languages): 2.0 MB gzip in one
 * bundle against this one's, measured in docs/cms.md ("How the admin is built"). Decap documents decap-cms-core
 * for custom builds; the versions are decap-cms-app's own pins (admin/package.json, checked by
 * __tests__/admin-packages.test.ts).
 */
import { DecapCmsCore as CMS } from "decap-cms-core";
import { GitHubBackend } from "decap-cms-backend-github";
import { ProxyBackend } from "decap-cms-backend-proxy";
import BooleanWidget from "decap-cms-widget-boolean";
import DatetimeWidget from "decap-cms-widget-datetime";
import FileWidget from "decap-cms-widget-file";
import ImageWidget from "decap-cms-widget-image";
import ListWidget from "decap-cms-widget-list";
import MarkdownWidget from "decap-cms-widget-markdown";
import NumberWidget from "decap-cms-widget-number";
import ObjectWidget from "decap-cms-widget-object";
import RelationWidget from "decap-cms-widget-relation";
import SelectWidget from "decap-cms-widget-select";
import StringWidget from "decap-cms-widget-string";
import TextWidget from "decap-cms-widget-text";
import imageEditorComponent from "decap-cms-editor-component-image";
import { en } from "decap-cms-locales";

/** The backends: GitHub in production, decap-server's proxy locally (`local_backend` switches to it). */
CMS.registerBackend("github", GitHubBackend);
CMS.registerBackend("proxy", ProxyBackend);
for (const widget of [
  StringWidget,
  NumberWidget,
  TextWidget,
  ImageWidget,
  FileWidget,
  SelectWidget,
  MarkdownWidget,
  ListWidget,
  ObjectWidget,
  RelationWidget,
  BooleanWidget,
  DatetimeWidget,
])
  CMS.registerWidget(widget.Widget());
CMS.registerEditorComponent(imageEditorComponent);
// A refused save says "Not saved: the site's build would refuse it…" (src/cms/save-checks.ts, SaveRefused), not
// Decap's "Failed to persist entry: SaveRefused: …".
CMS.registerLocale("en", {
  ...en,
  ui: { ...en.ui, toast: { ...en.ui.toast, onFailToPersist: "Not saved: %{details}" } },
});

export default CMS;
