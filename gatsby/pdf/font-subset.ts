/**
 * The subset of a TrueType font that a PDF embeds, written as fontkit's TTFSubset writes it (the same bytes, see
 * __tests__/font-subset.test.ts) from tables read once per build. fontkit decodes every glyph and encodes every table
 * field by field for every document, about 1 ms per face and PDF; here a document only copies bytes it was given.
 *
 * The subset holds the tables a PDF viewer needs (head, hhea, loca, maxp, cvt, prep, glyf, hmtx, fpgm), the glyphs
 * in the order the document first used them (glyph 0 first), and the components of composite glyphs after them.
 */

/** What a subset is made of, read once from a font: its tables and each glyph it was asked for. */
export interface TrueTypeSource {
  head: Uint8Array;
  hhea: Uint8Array;
  maxp: Uint8Array;
  cvt?: Uint8Array;
  prep?: Uint8Array;
  fpgm?: Uint8Array;
  glyph(id: number): SourceGlyph;
}

interface SourceGlyph {
  data: Uint8Array;
  /** Of a composite glyph: each component's glyph and where its id is in `data`. */
  components: { id: number; at: number }[];
  advance: number;
  bearing: number;
}

/** A font's tables as TrueTypeSource, or null when it has no TrueType outlines (a CFF font). */
export function trueTypeSource(font: Uint8Array): TrueTypeSource | null {
  const view = new DataView(font.buffer, font.byteOffset, font.byteLength);
  const tables = new Map<string, Uint8Array>();
  const count = view.getUint16(4);
  for (let index = 0; index < count; index++) {
    const record = 12 + index * 16;
    const tag = String.fromCharCode(...font.subarray(record, record + 4));
    const offset = view.getUint32(record + 8);
    tables.set(tag, font.subarray(offset, offset + view.getUint32(record + 12)));
  }
  const [head, hhea, maxp, loca, glyf, hmtx] = ["head", "hhea", "maxp", "loca", "glyf", "hmtx"].map((tag) =>
    tables.get(tag),
  );
  if (!head || !hhea || !maxp || !loca || !glyf || !hmtx || maxp.length < 32) return null;
  const read = (table: Uint8Array) => new DataView(table.buffer, table.byteOffset, table.byteLength);
  const longOffsets = read(head).getInt16(50) === 1;
  const locaView = read(loca);
  const offsetOf = (id: number) => (longOffsets ? locaView.getUint32(id * 4) : locaView.getUint16(id * 2) * 2);
  const metrics = read(hhea).getUint16(34);
  const glyphCount = read(maxp).getUint16(4);
  const hmtxView = read(hmtx);

  const glyphs = new Map<number, SourceGlyph>();
  return {
    head,
    hhea,
    maxp,
    cvt: tables.get("cvt "),
    prep: tables.get("prep"),
    fpgm: tables.get("fpgm"),
    glyph(id) {
      let glyph = glyphs.get(id);
      if (glyph) return glyph;
      const valid = id >= 0 && id < glyphCount;
      const data = valid ? glyf.subarray(offsetOf(id), offsetOf(id + 1)) : new Uint8Array(0);
      const components: SourceGlyph["components"] = [];
      if (data.length >= 10 && read(data).getInt16(0) < 0) {
        // A composite glyph: its components follow the 10-byte header, each with flags, id, offsets and a transform.
        const glyphView = read(data);
        let at = 10;
        for (let more = true; more;) {
          const flags = glyphView.getUint16(at);
          components.push({ id: glyphView.getUint16(at + 2), at: at + 2 });
          at += 4 + (flags & 0x0001 ? 4 : 2); // ARG_1_AND_2_ARE_WORDS
          if (flags & 0x0008)
            at += 2; // WE_HAVE_A_SCALE
          else if (flags & 0x0040)
            at += 4; // WE_HAVE_AN_X_AND_Y_SCALE
          else if (flags & 0x0080) at += 8; // WE_HAVE_A_TWO_BY_TWO
          more = (flags & 0x0020) !== 0; // MORE_COMPONENTS
        }
      }
      // hmtx: an advance and a bearing per glyph up to `metrics`, then only bearings (the last advance holds).
      const advance = metrics > 0 ? hmtxView.getUint16(Math.min(id, metrics - 1) * 4) : 0;
      const bearingAt = id < metrics ? id * 4 + 2 : metrics * 4 + (id - metrics) * 2;
      const bearing = valid && bearingAt + 2 <= hmtx.length ? hmtxView.getInt16(bearingAt) : 0;
      glyph = { data, components, advance, bearing };
      glyphs.set(id, glyph);
      return glyph;
    },
  };
}

/** The subset one document embeds: pdfkit asks it for a glyph's id in the subset, and at the end for its bytes. */
export class TrueTypeSubset {
  private readonly glyphs: number[] = [];
  private readonly mapping = new Map<number, number>();

  constructor(private readonly source: TrueTypeSource) {
    this.includeGlyph(0); // the missing glyph, always glyph 0
  }

  includeGlyph(glyph: number | { id: number }): number {
    const id = typeof glyph === "object" ? glyph.id : glyph;
    let mapped = this.mapping.get(id);
    if (mapped === undefined) {
      mapped = this.glyphs.push(id) - 1;
      this.mapping.set(id, mapped);
    }
    return mapped;
  }

  encode(): Uint8Array {
    const { source } = this;
    const pieces: Uint8Array[] = [];
    const hmtx: number[] = [];
    let glyfLength = 0;
    // Components are added to `glyphs` while it is walked, as fontkit does.
    for (let index = 0; index < this.glyphs.length; index++) {
      const glyph = source.glyph(this.glyphs[index] ?? 0);
      let data = glyph.data;
      if (glyph.components.length > 0) {
        data = Uint8Array.from(data);
        const view = new DataView(data.buffer);
        for (const component of glyph.components) view.setUint16(component.at, this.includeGlyph(component.id));
      }
      pieces.push(data);
      hmtx.push(glyph.advance, glyph.bearing);
      glyfLength += data.length;
    }
    const count = pieces.length;
    const longOffsets = source.head[51] === 1;

    const head = Uint8Array.from(source.head);
    const hhea = Uint8Array.from(source.hhea);
    new DataView(hhea.buffer).setUint16(34, count);
    const maxp = Uint8Array.from(source.maxp);
    new DataView(maxp.buffer).setUint16(4, count);
    const loca = new Uint8Array((count + 1) * (longOffsets ? 4 : 2));
    const locaView = new DataView(loca.buffer);
    let offset = 0;
    for (let index = 0; index <= count; index++) {
      if (longOffsets) locaView.setUint32(index * 4, offset);
      else locaView.setUint16(index * 2, offset >>> 1);
      offset += pieces[index]?.length ?? 0;
    }
    const glyf = new Uint8Array(glyfLength);
    offset = 0;
    for (const piece of pieces) {
      glyf.set(piece, offset);
      offset += piece.length;
    }
    const metrics = new Uint8Array(count * 4);
    const metricsView = new DataView(metrics.buffer);
    for (let index = 0; index < count; index++) {
      metricsView.setUint16(index * 4, hmtx[index * 2] ?? 0);
      metricsView.setInt16(index * 4 + 2, hmtx[index * 2 + 1] ?? 0);
    }

    // fontkit's order and header: tag "true", no checksums, the tables one after another.
    const tables: [string, Uint8Array][] = [];
    for (const [tag, data] of [
      ["head", head],
      ["hhea", hhea],
      ["loca", loca],
      ["maxp", maxp],
      ["cvt ", source.cvt],
      ["prep", source.prep],
      ["glyf", glyf],
      ["hmtx", metrics],
      ["fpgm", source.fpgm],
    ] as const) {
      if (data) tables.push([tag, data]);
    }
    const headerLength = 12 + tables.length * 16;
    const out = new Uint8Array(headerLength + tables.reduce((sum, [, data]) => sum + data.length, 0));
    const view = new DataView(out.buffer);
    const power = 2 ** Math.floor(Math.log2(tables.length));
    out.set([0x74, 0x72, 0x75, 0x65]); // "true"
    view.setUint16(4, tables.length);
    view.setUint16(6, power * 16);
    view.setUint16(8, Math.log2(power));
    view.setUint16(10, tables.length * 16 - power * 16);
    offset = headerLength;
    tables.forEach(([tag, data], index) => {
      const record = 12 + index * 16;
      for (let char = 0; char < 4; char++) out[record + char] = tag.charCodeAt(char);
      view.setUint32(record + 8, offset);
      view.setUint32(record + 12, data.length);
      out.set(data, offset);
      offset += data.length;
    });
    return out;
  }
}
