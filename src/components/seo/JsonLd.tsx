import React from "react";
import { serializeJsonLd, type JsonLdDocument } from "../../lib/structured-data";

/** One JSON-LD block; serializeJsonLd escapes "<" so text from the backend cannot end the script early. */
export function JsonLd({ data }: { data: JsonLdDocument }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />;
}
