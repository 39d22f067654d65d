/*
 * The hotel booking site inside the hotel's own website (docs/decisions/016). One script tag where
 * the booking should appear:
 *
 *   <script src="https://carpathia-ro.book.example/embed.js" data-organisation="carpathia-ro"
 *           data-embed="site" data-lang="en" data-day-from="2026-07-01" data-day-to="2026-07-03"
 *           data-adults="2"></script>
 *
 * It mounts a frame of the site right after itself (`site`: the booking page; `portal`: the
 * reservation look-up), on the origin the script came from, and keeps the frame as tall as the page
 * in it. Optional: data-lang, data-location, data-day-from, data-day-to, data-adults,
 * data-children, data-children-ages, data-rooms, data-coupon-code, data-title.
 *
 * Messages (app/embed/frame.ts is the frame's side): only from this script's frame (source) and
 * the site's origin, and only of the expected shape, are read; the page's address goes to the
 * site's origin only. Back from a card provider, the page's address carries `booking_page`: the
 * frame opens there (a path on the site) and the parameter leaves the address bar.
 */
(function () {
  "use strict";
  var script = document.currentScript;
  if (!script || !script.src || !window.URL || !window.postMessage) return;

  var TYPES = { parent: "hotel-booking:parent", ready: "hotel-booking:ready", size: "hotel-booking:size", navigated: "hotel-booking:navigated" };
  var PAGES = { site: "/reservation-new", portal: "/reservation-search" };
  var FIELDS = {
    location: "location",
    "day-from": "day_from",
    "day-to": "day_to",
    adults: "adults",
    children: "children",
    "children-ages": "children_ages",
    rooms: "rooms",
    "coupon-code": "coupon_code",
  };
  var BOOKING_PAGE = "booking_page";
  var SLUG = /^[a-z0-9](?:[a-z0-9-]{0,62}[a-z0-9])?$/;
  var LANG = /^[a-z]{2}$/;
  var MAX_HEIGHT = 100000;

  var origin = new URL(script.src, window.location.href).origin;
  var organisation = (script.getAttribute("data-organisation") || "").trim().toLowerCase();
  var embed = script.getAttribute("data-embed") === "portal" ? "portal" : "site";
  if (!SLUG.test(organisation)) {
    if (window.console) window.console.error("embed.js: data-organisation must be the organisation's slug, e.g. carpathia-ro");
    return;
  }

  /** The page the site sent the guest back to (after a card payment), once: a path on the site. */
  function pageToComeBackTo() {
    var here = new URL(window.location.href);
    var path = here.searchParams.get(BOOKING_PAGE);
    if (path === null) return null;
    here.searchParams.delete(BOOKING_PAGE);
    try {
      window.history.replaceState(window.history.state, "", here.href);
    } catch (_error) {
      // An address the history refuses stays as it is; the frame opens all the same.
    }
    if (!/^\/(?![/\\])/.test(path)) return null;
    var url = new URL(path, origin);
    if (url.origin !== origin) return null;
    var kept = url.searchParams.get("embed");
    if (kept !== "site" && kept !== "portal") url.searchParams.set("embed", embed);
    return url;
  }

  function firstPage() {
    var url = new URL(PAGES[embed], origin);
    url.searchParams.set("o", organisation);
    url.searchParams.set("embed", embed);
    var lang = (script.getAttribute("data-lang") || "").toLowerCase();
    if (LANG.test(lang)) url.searchParams.set("lang", lang);
    for (var name in FIELDS) {
      if (!Object.prototype.hasOwnProperty.call(FIELDS, name)) continue;
      var value = script.getAttribute("data-" + name);
      if (value) url.searchParams.set(FIELDS[name], value);
    }
    return url;
  }

  var frame = document.createElement("iframe");
  frame.src = (pageToComeBackTo() || firstPage()).href;
  frame.title = script.getAttribute("data-title") || (embed === "portal" ? "Reservation" : "Booking");
  frame.setAttribute("data-hotel-booking", embed);
  frame.style.display = "block";
  frame.style.width = "100%";
  frame.style.border = "0";
  frame.style.height = "640px";
  script.parentNode.insertBefore(frame, script.nextSibling);

  function sayWhereWeAre() {
    if (frame.contentWindow) frame.contentWindow.postMessage({ type: TYPES.parent, url: window.location.href }, origin);
  }

  /**
   * A new page in the frame: bring its top into view when it is above the screen, or the place
   * the page points at (`top`, its #anchor from the frame's top) when that is out of view.
   */
  function bringIntoView(top) {
    var at = frame.getBoundingClientRect().top + (top || 0);
    var outOfView = top ? at < 0 || at > window.innerHeight - 48 : at < 0;
    if (outOfView) window.scrollBy(0, at);
  }

  var loads = 0;
  frame.addEventListener("load", function () {
    loads += 1;
    sayWhereWeAre();
    if (loads > 1) bringIntoView(0);
  });

  window.addEventListener("message", function (event) {
    if (event.source !== frame.contentWindow || event.origin !== origin) return;
    var data = event.data;
    if (!data || typeof data !== "object" || typeof data.type !== "string") return;
    if (data.type === TYPES.ready) sayWhereWeAre();
    else if (data.type === TYPES.navigated)
      bringIntoView(typeof data.top === "number" && isFinite(data.top) && data.top >= 0 && data.top <= MAX_HEIGHT ? data.top : 0);
    else if (data.type === TYPES.size && typeof data.height === "number" && isFinite(data.height) && data.height > 0 && data.height <= MAX_HEIGHT) {
      frame.style.height = Math.ceil(data.height) + "px";
    }
  });
})();
