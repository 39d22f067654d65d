/**
 * The hotels' photos, drawn by the mock itself as small SVG illustrations, so the demo needs no
 * network and no external image host. Entity data stores them as `/media/{name}.svg`; the handlers
 * turn that into an absolute URL on the mock's own origin (`withMediaOrigin`), the way a real PMS
 * hands out links to its own media host, which the BFF then proxies.
 */
import { http, HttpResponse } from "msw";

type Scene = "mountains" | "facade" | "bedroom" | "twin" | "suite" | "lounge" | "restaurant" | "spa" | "sea" | "logo" | "wordmark";

interface PhotoEntry {
  scene: Scene;
  caption: string;
}

/** Every photo the seed refers to; an unknown name answers 404 like a missing file would. */
export const PHOTO_CATALOG: Record<string, PhotoEntry> = {
  "carpathia-logo": { scene: "logo", caption: "Hotel Carpathia" },
  "seaside-logo": { scene: "logo", caption: "Seaside Inn" },
  // Channel partners' logos (the 404 page shows those of the organisation's channels).
  "partner-booking": { scene: "wordmark", caption: "Booking.com" },
  "partner-expedia": { scene: "wordmark", caption: "Expedia" },
  "brasov-facade": { scene: "facade", caption: "Carpathia Brașov" },
  "brasov-tampa": { scene: "mountains", caption: "Tâmpa, Brașov" },
  "brasov-lounge": { scene: "lounge", caption: "Lobby & lounge" },
  "brasov-restaurant": { scene: "restaurant", caption: "Restaurant Cetate" },
  "brasov-spa": { scene: "spa", caption: "Spa & sauna" },
  "brasov-double": { scene: "bedroom", caption: "Double room" },
  "brasov-double-2": { scene: "bedroom", caption: "Double room, old-town view" },
  "brasov-twin": { scene: "twin", caption: "Twin room" },
  "brasov-family": { scene: "suite", caption: "Family suite" },
  "brasov-family-2": { scene: "lounge", caption: "Family suite, living area" },
  "brasov-single": { scene: "bedroom", caption: "Single room" },
  "sinaia-facade": { scene: "facade", caption: "Carpathia Sinaia" },
  "sinaia-bucegi": { scene: "mountains", caption: "Munții Bucegi" },
  "sinaia-restaurant": { scene: "restaurant", caption: "Terrace restaurant" },
  "sinaia-double": { scene: "bedroom", caption: "Double room, mountain view" },
  "sinaia-apartment": { scene: "suite", caption: "Apartment" },
  "sinaia-apartment-2": { scene: "lounge", caption: "Apartment, kitchenette" },
  "seaside-facade": { scene: "facade", caption: "Seaside Inn" },
  "seaside-beach": { scene: "sea", caption: "The beach at sunset" },
  "seaside-double": { scene: "bedroom", caption: "Double room, sea view" },
  "seaside-family": { scene: "suite", caption: "Family room" },
};

export const mediaPath = (name: string): string => {
  if (!PHOTO_CATALOG[name]) throw new Error(`Unknown photo "${name}"`);
  return `/media/${name}.svg`;
};

/** Entity data keeps media as origin-relative paths; answers carry absolute URLs on the mock's origin. */
export function withMediaOrigin<T>(value: T, origin: string): T {
  if (typeof value === "string") return (value.startsWith("/media/") ? origin + value : value) as T;
  if (Array.isArray(value)) return value.map((item) => withMediaOrigin(item, origin)) as T;
  if (value && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, withMediaOrigin(item, origin)])) as T;
  }
  return value;
}

/** A small string hash, so the same name always gets the same colours. */
const hashOf = (text: string): number => [...text].reduce((hash, char) => (hash * 31 + char.charCodeAt(0)) >>> 0, 7);

const PALETTES = [
  ["#1d3557", "#457b9d", "#a8dadc", "#f1faee", "#e63946"],
  ["#283618", "#606c38", "#dda15e", "#fefae0", "#bc6c25"],
  ["#22223b", "#4a4e69", "#9a8c98", "#f2e9e4", "#c9ada7"],
  ["#003049", "#669bbc", "#fdf0d5", "#ffffff", "#c1121f"],
  ["#264653", "#2a9d8f", "#e9c46a", "#f4a261", "#e76f51"],
] as const;

const escapeXml = (text: string): string => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

function sceneShapes(scene: Scene, [dark, mid, light, paper, accent]: readonly string[], seed: number): string {
  const peak = 120 + (seed % 80);
  switch (scene) {
    case "mountains":
      return `<polygon points="0,420 ${160 + (seed % 60)},${peak} 330,360 470,${peak + 30} 640,300 800,${peak + 10} 800,600 0,600" fill="${mid}"/>
<polygon points="${140 + (seed % 60)},${peak + 40} ${160 + (seed % 60)},${peak} ${185 + (seed % 60)},${peak + 45}" fill="${paper}"/>
<polygon points="0,480 220,380 420,470 620,390 800,460 800,600 0,600" fill="${dark}"/>
<circle cx="${600 + (seed % 120)}" cy="110" r="42" fill="${paper}" opacity="0.85"/>`;
    case "facade":
      return `<polygon points="0,460 250,260 520,420 800,300 800,600 0,600" fill="${mid}" opacity="0.6"/>
<rect x="230" y="230" width="340" height="300" fill="${paper}" stroke="${dark}" stroke-width="4"/>
<polygon points="210,235 400,130 590,235" fill="${accent}"/>
${[0, 1, 2, 3].map((col) => [0, 1, 2].map((row) => `<rect x="${255 + col * 80}" y="${255 + row * 80}" width="46" height="52" fill="${light}" stroke="${dark}" stroke-width="2"/>`).join("")).join("\n")}
<rect x="375" y="450" width="50" height="80" fill="${dark}"/>`;
    case "bedroom":
    case "twin": {
      const beds = scene === "twin" ? [170, 450] : [250];
      const width = scene === "twin" ? 180 : 300;
      return `<rect x="0" y="420" width="800" height="180" fill="${mid}"/>
<rect x="520" y="90" width="200" height="150" fill="${light}" stroke="${paper}" stroke-width="8"/>
${beds.map((x) => `<rect x="${x}" y="300" width="${width}" height="120" rx="12" fill="${paper}"/><rect x="${x}" y="270" width="${width}" height="40" rx="10" fill="${accent}"/><rect x="${x + 20}" y="310" width="${width / 2 - 30}" height="34" rx="14" fill="${light}"/>`).join("\n")}
<rect x="90" y="330" width="60" height="90" fill="${dark}"/><circle cx="120" cy="300" r="24" fill="${light}"/>`;
    }
    case "suite":
    case "lounge":
      return `<rect x="0" y="430" width="800" height="170" fill="${mid}"/>
<rect x="90" y="320" width="330" height="110" rx="20" fill="${accent}"/><rect x="110" y="280" width="290" height="60" rx="18" fill="${accent}" opacity="0.8"/>
<rect x="470" y="360" width="180" height="20" fill="${dark}"/><rect x="480" y="380" width="12" height="50" fill="${dark}"/><rect x="628" y="380" width="12" height="50" fill="${dark}"/>
<rect x="160" y="90" width="220" height="140" fill="${light}" stroke="${paper}" stroke-width="8"/>
<circle cx="610" cy="150" r="60" fill="${paper}" opacity="0.7"/>`;
    case "restaurant":
      return `<rect x="0" y="440" width="800" height="160" fill="${mid}"/>
${[150, 400, 650].map((x) => `<ellipse cx="${x}" cy="380" rx="95" ry="22" fill="${paper}"/><rect x="${x - 8}" y="380" width="16" height="70" fill="${dark}"/><circle cx="${x}" cy="340" r="14" fill="${accent}"/>`).join("\n")}
${[120, 300, 480, 660].map((x) => `<circle cx="${x}" cy="110" r="18" fill="${light}"/><line x1="${x}" y1="0" x2="${x}" y2="92" stroke="${paper}" stroke-width="3"/>`).join("\n")}`;
    case "spa":
      return `<rect x="0" y="400" width="800" height="200" fill="${light}"/>
<ellipse cx="400" cy="450" rx="300" ry="70" fill="${mid}"/><ellipse cx="400" cy="445" rx="270" ry="52" fill="${paper}" opacity="0.5"/>
${[0, 1, 2].map((i) => `<path d="M${330 + i * 60},330 q-20,-40 0,-80 q20,-40 0,-80" stroke="${paper}" stroke-width="6" fill="none" opacity="0.7"/>`).join("\n")}`;
    case "sea":
      return `<circle cx="400" cy="330" r="90" fill="${accent}" opacity="0.9"/>
<rect x="0" y="330" width="800" height="140" fill="${mid}"/>
${[360, 390, 420, 450].map((y, i) => `<path d="M0,${y} q100,-14 200,0 t200,0 t200,0 t200,0" stroke="${light}" stroke-width="3" fill="none" opacity="${0.9 - i * 0.15}"/>`).join("\n")}
<rect x="0" y="470" width="800" height="130" fill="${paper}"/>`;
    case "logo":
      return `<circle cx="400" cy="270" r="150" fill="${paper}" opacity="0.9"/>
<polygon points="290,340 370,210 420,280 450,240 520,340" fill="${dark}"/>`;
    case "wordmark":
      return "";
  }
}

/** A deterministic 800×600 SVG for a catalogued photo. */
export function renderPhotoSvg(name: string): string | undefined {
  const entry = PHOTO_CATALOG[name];
  if (!entry) return undefined;
  const seed = hashOf(name);
  const palette = PALETTES[seed % PALETTES.length] ?? PALETTES[0];
  const [dark, , light, paper] = palette;
  const caption = escapeXml(entry.caption);
  // A partner's logo is its name on a band (3:1), as such logos are: no photo to show.
  if (entry.scene === "wordmark")
    return `<?xml version="1.0" encoding="UTF-8"?>
<svg xmlns="http://www.w3.org/2000/svg" width="300" height="100" viewBox="0 0 300 100" role="img" aria-label="${caption}">
<title>${caption}</title>
<rect width="300" height="100" rx="14" fill="${dark}"/>
<text x="150" y="62" text-anchor="middle" font-family="Arial, 'DejaVu Sans', sans-serif" font-weight="700" font-size="34" fill="${paper}">${caption}</text>
</svg>
`;
  return `<?xml version="1.0" encoding="UTF-8"?>
<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600" viewBox="0 0 800 600" role="img" aria-label="${caption}">
<title>${caption}</title>
<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${dark}"/><stop offset="1" stop-color="${light}"/></linearGradient></defs>
<rect width="800" height="600" fill="url(#sky)"/>
${sceneShapes(entry.scene, palette, seed)}
<rect x="0" y="540" width="800" height="60" fill="${dark}" opacity="0.75"/>
<text x="24" y="580" font-family="Georgia, 'DejaVu Serif', serif" font-size="28" fill="${paper}">${caption}</text>
</svg>
`;
}

/** `GET /media/{name}.svg`: photos never change for a name, so browsers and the BFF may keep them. */
export const photoHandlers = [
  http.get("*/media/:file", ({ params }) => {
    const file = String(params.file ?? "");
    const svg = file.endsWith(".svg") ? renderPhotoSvg(file.slice(0, -4)) : undefined;
    if (!svg) return HttpResponse.json({ message: "Photo not found" }, { status: 404 });
    return new HttpResponse(svg, {
      headers: { "content-type": "image/svg+xml", "cache-control": "public, max-age=31536000, immutable" },
    });
  }),
];
