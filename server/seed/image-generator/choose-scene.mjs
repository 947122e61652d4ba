// Picks the scene for an image from keywords in its record (day title first, then destination name).

// The first rule that matches wins, so specific places and topics come before broad words like "beach" or "city".
const RULES = [
  [/\b(flight|airport|fly to)\b/, "plane"],
  [/passport|visa|schengen|insurance|document/, "passport"],
  [/safely|online|phishing|scam/, "security"],
  [/\bfood\b|sadya|cuisine/, "food"],
  [/^hotel|hotel booking/, "hotel"],
  [/boat race|\bonam\b|snake boat/, "backwaters", { snake: true }],
  [/fuji|kawaguchiko/, "mountains", { volcano: true, snow: true, lake: true }],
  [/fushimi|inari|torii/, "temple", { kind: "torii" }],
  [/cappadocia|balloon|göreme|goreme/, "desert", { balloons: true }],
  [
    /dubai|singapore|paris|eiffel|seine|london|kuala lumpur|tokyo|osaka|hanoi|da nang|zurich|burj|marina|universal studios|museum|corporate|business|outbound/,
    "city",
  ],
  [/pagoda|kyoto|\bnara\b|senso|hoi an|arashiyama|japan/, "temple", { kind: "pagoda" }],
  [/mosque|abu dhabi|hagia|istanbul|\btaj\b|agra|bosphorus|turkey|golden triangle/, "temple", { kind: "mosque" }],
  [/pangong/, "mountains", { snow: true, arid: true, lake: true }],
  [/desert|dune|jaisalmer|nubra/, "desert"],
  [/\bfort\b|palace|jaipur|jodhpur|rajasthan|udaipur|windsor|galle/, "fort"],
  [/waterfall|\bfalls\b|athirappilly/, "waterfall"],
  [/dal lake|srinagar|shikara/, "mountains", { lake: true, shikara: true, snow: true }],
  [
    /houseboat|backwater|kumarakom|alleppey|alappuzha|kuttanad|vembanad|poovar|kappil|village life|inbound/,
    "backwaters",
  ],
  [/banasura|kuruva|\bdam\b|boat ride|custom/, "mountains", { lake: true }],
  [/tegallalang|terrace|kintamani/, "tea", { terraces: true }],
  [/\btea\b|munnar|ooty|nilgiri|coonoor|nuwara|plantation|coffee|coorg|spice|madikeri|\bella\b|toy train/, "tea"],
  [/monastery|stupa|sigiriya|dambulla|buddha|kandy|tooth|sri lanka/, "temple", { kind: "stupa" }],
  [/phi phi|ha long|halong|krabi|phang nga|railay|four islands|langkawi|nusa penida|thailand|vietnam/, "karst"],
  [/temple|gopuram|kanyakumari|uluwatu|tanah lot|madurai|trivandrum/, "temple", { kind: "gopuram" }],
  [/ladakh|\bleh\b|khardung|pangong|chang la/, "mountains", { snow: true, arid: true }],
  [
    /snow|switzerland|swiss|jungfrau|titlis|kashmir|gulmarg|sonamarg|pahalgam|glacier|interlaken|lauterbrunnen|grindelwald|lucerne|alps|goldenpass|europe/,
    "mountains",
    { snow: true },
  ],
  [
    /beach|maldives|\bgoa\b|kovalam|varkala|andaman|havelock|\bneil\b|lagoon|reef|snorkel|sandbank|bali|\bsea\b|coast|seminyak|overwater|honeymoon|sentosa|island|cruise|ferry/,
    "beach",
  ],
  [
    /forest|wildlife|periyar|tiger|wayanad|national park|eravikulam|chembra|jungle|sanctuary|thekkady|ubud|monkey|\bzoo\b|safari|elephant|\bbird|trek|kalari|edakkal|caves/,
    "forest",
  ],
  [/\bcity\b|malaysia|\bmall\b|shopping/, "city"],
  [/\bhill|valley|ghat|genting|peak|mountain|viewpoint/, "mountains", {}],
  [/kerala|kochi|custom|package/, "backwaters"],
];
function matchRule(text) {
  const t = text.toLowerCase();
  for (const [re, scene, opts] of RULES) if (re.test(t)) return { scene, opts: { ...(opts || {}) } };
  return null;
}

export function chooseScene(primary, fallback = "", context = "") {
  const m = matchRule(primary) || matchRule(fallback) || { scene: "mountains", opts: {} };
  const all = `${primary} ${fallback} ${context}`.toLowerCase();
  const o = m.opts;
  if (m.scene === "city") {
    o.landmark = /dubai|burj|abu dhabi/.test(all)
      ? "burj"
      : /paris|france/.test(all)
        ? "eiffel"
        : /london|windsor/.test(all)
          ? "bigben"
          : /singapore|sentosa/.test(all)
            ? "mbs"
            : /kuala|malaysia|langkawi/.test(all)
              ? "petronas"
              : /zurich/.test(all)
                ? "zurich"
                : null;
    o.fujiBack = /tokyo|japan|osaka/.test(all);
    o.dhow = /dhow|creek|cruise|marina/.test(all);
  }
  if (m.scene === "beach") {
    o.villas = /maldives|overwater|sandbank|house reef/.test(all);
    o.lighthouse = /kovalam|lighthouse/.test(all);
    o.cliffs = /varkala|cliff/.test(all);
  }
  if (m.scene === "mountains" && /pangong|lucerne|lake/.test(`${primary} ${fallback}`.toLowerCase()) && !o.volcano)
    o.lake = true;
  if (m.scene === "temple" && o.kind === "mosque") o.taj = /\btaj\b|agra|golden triangle/.test(all);
  if (m.scene === "fort") o.lake = /udaipur|pichola|lake/.test(all);
  if (m.scene === "forest") o.elephant = /elephant|periyar|thekkady|dubare/.test(all);
  if (/monsoon|\brain/.test(primary.toLowerCase()) && (m.scene === "tea" || m.scene === "forest")) o.rain = true;
  return { scene: m.scene, opts: o };
}
