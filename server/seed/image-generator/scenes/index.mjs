// The scenes by the name choose-scene.mjs gives them; each draws a whole picture on the canvas it is given.
import { city, hotel } from "./cities.mjs";
import { desert } from "./desert.mjs";
import { forest, mountains, tea, waterfall } from "./highlands.mjs";
import { fort, temple } from "./monuments.mjs";
import { food, passport, plane, security } from "./travel-topics.mjs";
import { backwaters, beach, karst } from "./waterside.mjs";

export const SCENES = {
  beach,
  mountains,
  backwaters,
  city,
  desert,
  tea,
  forest,
  waterfall,
  karst,
  temple,
  fort,
  plane,
  hotel,
  passport,
  food,
  security,
};
