// The list of images the seed JSON references, each with its size and the drawing that renders it.
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { SEED_DIR } from "../seed-files.mjs";
import { avatarSvg } from "./avatar.mjs";
import { chooseScene } from "./choose-scene.mjs";
import { placeholderSvg } from "./placeholder.mjs";
import { SCENES } from "./scenes/index.mjs";
import { airliner } from "./scenes/travel-topics.mjs";
import { SvgCanvas } from "./svg-canvas.mjs";

const SIZES = {
  destination: [1600, 1000],
  tour: [1600, 1000],
  itinerary: [1200, 800],
  blog: [1200, 750],
  dealWeb: [1600, 640],
  dealMobile: [800, 1000],
  service: [1000, 700],
  avatar: [256, 256],
  placeholder: [1200, 800],
};
async function loadJson(name) {
  return JSON.parse(await readFile(join(SEED_DIR, name), "utf8"));
}
export async function buildJobs() {
  const jobs = [];
  const add = (path, size, render) => {
    if (path) jobs.push({ path, size: SIZES[size], render, sel: render.sel });
  };
  const scene = (sel, extra) =>
    Object.assign(
      (c) => {
        SCENES[sel.scene](c, sel.opts);
        if (extra) extra(c);
      },
      { sel },
    );

  for (const d of await loadJson("destinations.json")) {
    const base = `${d.name} ${d._id.replace(/^dst-/, "").replace(/-/g, " ")}`;
    add(d.bannerImage, "destination", scene(chooseScene(base, "", d.description)));
    for (const day of d.itinerary || []) {
      const sel = chooseScene(day.title, base, d.name);
      const arrival = /arrival|departure/i.test(day.title) && sel.scene !== "plane";
      add(
        day.image,
        "itinerary",
        scene(
          sel,
          arrival
            ? (c) => airliner(c, c.r(0.55, 0.85) * c.W, c.r(0.1, 0.2) * c.H, c.W * 0.07, "#ffffff", c.rnd() < 0.5)
            : null,
        ),
      );
    }
  }
  for (const t of await loadJson("tour-packages.json")) add(t.bannerImage, "tour", scene(chooseScene(t.name)));
  for (const b of await loadJson("blogs.json"))
    add(
      b.featuredImage,
      "blog",
      scene(chooseScene(b.title, `${(b.tags || []).join(" ")} ${(b.categories || []).join(" ")}`)),
    );
  // Deal banners are pictures without words: the site sets the deal's title as text under them.
  for (const d of await loadJson("deals.json")) {
    const sel = chooseScene(d.title);
    add(d.webBanner, "dealWeb", scene(sel));
    add(d.mobileBanner, "dealMobile", scene(sel));
  }
  for (const s of await loadJson("service-cards.json"))
    add(s.banner, "service", scene(chooseScene(s.title, s.subheading)));
  (await loadJson("reviews.json")).forEach((r, i) => add(r.profile, "avatar", (c) => avatarSvg(c, r.author, i)));
  add("images/placeholder.jpg", "placeholder", placeholderSvg);
  return jobs;
}

export function renderSvg(job) {
  const [W, H] = job.size;
  const c = new SvgCanvas(W, H, job.path);
  job.render(c);
  return c.svg();
}
