/**
 * The demo world (docs/interface.md "Demo data"): Hotel Carpathia (Brașov and Sinaia) and Seaside Inn.
 * Every date is relative to `today` (a hotel date in Europe/Bucharest), so the demo never goes
 * stale: seasons cover a month back and ~18 months ahead, reservations arrive "in 30 days".
 *
 * Ids: organisations 1 (carpathia-ro) and 2 (seaside); locations 101, 102, 201; room types
 * 1011–1014 (Brașov), 1021–1022 (Sinaia), 2011–2012 (Balchik); rate plans 11–13 and 21–22;
 * meals 1–3 (Carpathia RO/BB/HB) and 4–5 (Seaside RO/BB); seasons from 1001 and 2001.
 */
import { addDays, dotted } from "./dates";
import type { SeasonKind } from "./engine/pricing";
import { mediaPath } from "./photos";
import type {
  GuestRecord,
  LocationRecord,
  MealRecord,
  OrganisationRecord,
  OtaRecord,
  RatePlanRecord,
  RoomTypeRecord,
  SeasonRecord,
  TaxRecord,
  UserRecord,
} from "./world";

type Translated = Record<string, string>;
const tr = (ro: string, en: string): Translated => ({ ro, en });
const withDefault = (text: Translated, language: string): Translated => ({ ...text, default: text[language] ?? "" });

export const CARPATHIA_ID = 1;
export const SEASIDE_ID = 2;

/** A seeded reservation, priced by the engine when the world is built (see bookings.ts). */
export interface ReservationSeed {
  id: number;
  /** The OTA it came through (the staff grid shows it); absent: the hotel's own. */
  channel?: string;
  location_id: number;
  room_types: Record<string, number>;
  /** Days from today to arrival (negative: already arrived). */
  arrives_in: number;
  nights: number;
  adults: number;
  children_ages: number[];
  rate_plan_id: number;
  meal_id: number;
  status: "New" | "Confirmed" | "Checked-in" | "Checked-out" | "Canceled";
  booked_days_ago: number;
  /** How many of the proforma instalments are already paid (the first ones). */
  paid_instalments: number;
  payment_method: "bank" | "custom" | "mobilpay" | "paypal" | "revolut";
  guest: { first_name: string; last_name: string; email: string; phone: string; language: string };
  arrival_time?: string;
  room_numbers: string[];
  note?: string;
}

export interface Seed {
  organisations: OrganisationRecord[];
  locations: LocationRecord[];
  roomTypes: RoomTypeRecord[];
  seasons: SeasonRecord[];
  meals: MealRecord[];
  ratePlans: RatePlanRecord[];
  taxes: TaxRecord[];
  otas: OtaRecord[];
  guests: GuestRecord[];
  users: UserRecord[];
  reservations: ReservationSeed[];
}

// ── Seasons ─────────────────────────────────────────────────────────────────────────────────────

/**
 * Seasons from a month back to ~18 months ahead, cut from a yearly calendar rule (`isHigh` on
 * "MM-DD"), so the same hotel has the same seasons whatever day the demo starts.
 */
function seasonsFor(orgId: number, firstId: number, today: string, isHigh: (monthDay: string) => boolean): SeasonRecord[] {
  const seasons: SeasonRecord[] = [];
  const last = addDays(today, 550);
  for (let day = addDays(today, -31); day <= last; day = addDays(day, 1)) {
    const kind: SeasonKind = isHigh(day.slice(5)) ? "high" : "low";
    const current = seasons[seasons.length - 1];
    if (current && current.kind === kind) current.day_to = day;
    else seasons.push({ org_id: orgId, id: firstId + seasons.length, kind, day_from: day, day_to: day, name: {} });
  }
  for (const season of seasons) {
    const period = `${dotted(season.day_from)}–${dotted(season.day_to)}`;
    season.name = season.kind === "high" ? tr(`Sezon de vârf ${period}`, `High season ${period}`) : tr(`Extrasezon ${period}`, `Low season ${period}`);
  }
  return seasons;
}

/** Mountain hotels peak in the ski season (20 Dec – 10 Mar) and in July–August. */
const mountainHighSeason = (md: string): boolean => md >= "12-20" || md <= "03-10" || (md >= "07-01" && md <= "08-31");
/** A seaside inn peaks from mid-June to mid-September. */
const seasideHighSeason = (md: string): boolean => md >= "06-15" && md <= "09-15";

/** Length-of-stay rules per season: 2 nights minimum over a high-season weekend; `maxNights` caps a plan. */
const restrictionsFor = (seasons: SeasonRecord[], maxNights = 31) =>
  seasons.map((season) => ({
    season_id: season.id,
    restriction_reservation_los_min: 1,
    restriction_reservation_los_max: maxNights,
    ...(season.kind === "high" ? { restriction_weekend_los_min: 2 } : {}),
  }));

// ── Policy texts ────────────────────────────────────────────────────────────────────────────────

const CARPATHIA_POLICIES = {
  terms: {
    active: true,
    url: null,
    title: tr("Termeni și condiții", "Terms and conditions"),
    subject: tr(
      "Rezervarea devine fermă după confirmarea primită prin e-mail de la hotel. Prețurile afișate sunt în lei, includ TVA și micul dejun doar acolo unde este menționat explicit; taxa locală de turism se plătește separat. Check-in-ul se face începând cu ora 14:00, iar check-out-ul până la ora 11:00. La sosire, fiecare oaspete adult prezintă un act de identitate valabil. Hotelul își rezervă dreptul de a refuza cazarea persoanelor care nu respectă regulamentul intern.",
      "A booking is final once the hotel confirms it by e-mail. Prices are shown in lei, include VAT and include breakfast only where stated; the local tourist tax is paid separately. Check-in starts at 14:00 and check-out is until 11:00. On arrival every adult guest shows a valid identity document. The hotel may refuse accommodation to guests who do not follow the house rules.",
    ),
  },
  policies: {
    active: true,
    url: null,
    title: tr("Politica hotelului", "Hotel policy"),
    subject: tr(
      "Fumatul este interzis în camere și în spațiile comune interioare; pentru curățenia suplimentară se percepe o taxă de 300 de lei. Animalele de companie de talie mică sunt acceptate la cerere, cu o taxă de 50 de lei pe noapte. Liniștea este păstrată între orele 22:00 și 08:00. Copiii până la 3 ani sunt cazați gratuit în pătuț, la cerere.",
      "Smoking is not allowed in rooms or indoor common areas; extra cleaning is charged at 300 lei. Small pets are welcome on request for 50 lei per night. Quiet hours are from 22:00 to 08:00. Children under 3 stay free in a cot on request.",
    ),
  },
  cancel: {
    active: true,
    url: null,
    title: tr("Politica de anulare", "Cancellation policy"),
    subject: tr(
      "Condițiile de anulare depind de tariful ales și sunt afișate înainte de rezervare. La tariful flexibil anularea este gratuită până cu 7 zile înainte de sosire; la tariful cu mic dejun inclus, până cu 14 zile înainte. Tariful nerambursabil nu permite anularea gratuită. Cererile de anulare trimise din pagina rezervării sunt analizate de recepție, care vă contactează pentru eventuala rambursare.",
      "Cancellation terms depend on the rate you choose and are shown before you book. The flexible rate can be cancelled free of charge until 7 days before arrival; the breakfast-included rate until 14 days before. The non-refundable rate cannot be cancelled free of charge. Cancellation requests sent from the reservation page are reviewed by the front desk, who will contact you about any refund.",
    ),
  },
  order: {
    active: true,
    url: null,
    title: tr("Plata și comanda", "Payment and ordering"),
    subject: tr(
      "Plata se poate face prin transfer bancar, cu cardul prin mobilPay, prin PayPal, prin Revolut sau la recepție, în funcție de data sosirii. Rezervările neplătite la termen sunt anulate automat. După fiecare plată primiți o confirmare prin e-mail, iar factura fiscală se emite la check-out.",
      "You can pay by bank transfer, by card through mobilPay, with PayPal, with Revolut or at the front desk, depending on your arrival date. Reservations not paid on time are cancelled automatically. Every payment is confirmed by e-mail, and the tax invoice is issued at check-out.",
    ),
  },
  gdpr: {
    active: true,
    url: null,
    title: tr("Protecția datelor personale", "Personal data protection"),
    subject: tr(
      "SC Carpathia Hospitality SRL prelucrează datele dumneavoastră doar pentru gestionarea rezervării, pentru obligațiile legale de evidență a oaspeților și pentru facturare. Datele nu sunt vândute și nu sunt transmise terților, cu excepția procesatorilor de plăți. Puteți cere oricând acces, rectificare sau ștergere la adresa dpo@carpathia.example.",
      "SC Carpathia Hospitality SRL processes your data only to manage your booking, to meet the legal guest-registration duties and for invoicing. Your data is never sold nor shared with third parties other than payment processors. You may ask for access, correction or deletion at any time at dpo@carpathia.example.",
    ),
  },
};

const SEASIDE_POLICIES = {
  terms: {
    active: true,
    url: null,
    title: { en: "Terms and conditions" },
    subject: {
      en: "Your booking is confirmed once you receive our confirmation e-mail. Prices are in euro and include VAT. Check-in is from 15:00 and check-out until 11:00. Please bring a valid ID or passport for every adult guest.",
    },
  },
  policies: {
    active: true,
    url: null,
    title: { en: "House rules" },
    subject: {
      en: "The inn is non-smoking. Pets are not allowed. The garden and the terrace close at 23:00 so that every guest can sleep with the windows open.",
    },
  },
  cancel: {
    active: true,
    url: null,
    title: { en: "Cancellation policy" },
    subject: {
      en: "The flexible rate can be cancelled free of charge until 7 days before arrival. The non-refundable rate is charged in full on booking and cannot be refunded.",
    },
  },
  order: {
    active: true,
    url: null,
    title: { en: "Payment" },
    subject: { en: "We accept bank transfers and PayPal. Unpaid reservations are released 72 hours after booking." },
  },
  gdpr: {
    active: true,
    url: null,
    title: { en: "Privacy" },
    subject: {
      en: "We use your details only to handle your stay and to meet our legal registration duties. Write to hello@seaside-inn.example to see, correct or delete them.",
    },
  },
};

const NO_ANALYTICS = { analytics_ga_tracking_id: null, analytics_fp_tracking_id: null, google_analytcs_four: null };

// ── The seed ────────────────────────────────────────────────────────────────────────────────────

export function buildSeed(today: string): Seed {
  const carpathiaSeasons = seasonsFor(CARPATHIA_ID, 1001, today, mountainHighSeason);
  const seasideSeasons = seasonsFor(SEASIDE_ID, 2001, today, seasideHighSeason);

  const organisations: OrganisationRecord[] = [
    {
      id: CARPATHIA_ID,
      slug: "carpathia-ro",
      coupons: { WINTER10: 10 },
      weekendUplift: 0.15,
      childMealFactor: 0.5,
      profile: {
        id: CARPATHIA_ID,
        name: "Hotel Carpathia",
        logo: mediaPath("carpathia-logo"),
        logo_url: mediaPath("carpathia-logo"),
        slug_full: "carpathia-ro",
        email: "rezervari@carpathia.example",
        phone: "+40 268 555 010",
        about: {
          description: tr(
            "Hotel Carpathia este un hotel de familie cu două case, la Brașov și la Sinaia, deschis în 2009. Primim oaspeții ca pe prieteni: cu o cafea bună, sfaturi pentru trasee și un mic dejun cu produse de la fermele din Țara Bârsei. Camerele sunt liniștite, luminoase și mobilate cu lemn masiv. Recepția este deschisă non-stop și vă ajută cu bilete, transferuri și rezervări la restaurante.",
            "Hotel Carpathia is a family-run hotel with two houses, in Brașov and in Sinaia, open since 2009. We welcome guests like friends: with good coffee, advice on hiking trails and a breakfast made with produce from farms around Țara Bârsei. Rooms are quiet, bright and furnished in solid wood. The front desk is open around the clock and helps with tickets, transfers and restaurant bookings.",
          ),
          facilities: tr(
            "Wi-Fi gratuit, parcare privată, restaurant, spa cu saună, depozit pentru schiuri și biciclete, recepție non-stop.",
            "Free Wi-Fi, private parking, restaurant, spa with sauna, ski and bike storage, 24-hour front desk.",
          ),
          photo_urls: [mediaPath("brasov-facade"), mediaPath("brasov-lounge"), mediaPath("sinaia-bucegi"), mediaPath("brasov-spa")],
        },
        settings: {
          locale: "ro-RO",
          language: "ro",
          language_default: "ro",
          languages: ["ro", "en"],
          time_zone: "Europe/Bucharest",
          locations: [],
          room_types: [],
          seasons: [],
          currency: "RON",
          country_currency: "RON",
          currencies_fx: { RON: 1, EUR: 0.2 },
          children_age_max: 12,
          children_ages: [0, 3, 7, 12],
          meals: [],
          check_in_time: "14:00",
          check_out_time: "11:00",
          supports_coupons: true,
          auto_issue_proforma: true,
          show_all_location_per_site: false,
          show_rooms_slider: true,
        },
        settings_financials: {
          invoice: {
            business_name: "SC Carpathia Hospitality SRL",
            vat_number: "RO38412977",
            business_registry: "J08/1234/2017",
            bank_account: "RO66BTRLRONCRT0512345601",
            bank_name: "Banca Transilvania",
            currency: "RON",
            taxes: [],
          },
          payment: {
            bank: {
              enabled: true,
              time_ahead: 72,
              cancelation_time: 72,
              instructions: tr(
                "Plătiți prin transfer în contul RO66BTRLRONCRT0512345601 (Banca Transilvania), cu numărul rezervării în detaliile plății.",
                "Pay by bank transfer to RO66BTRLRONCRT0512345601 (Banca Transilvania), quoting your reservation number.",
              ),
            },
            mobilpay: { enabled: true, time_ahead: 24, cancelation_time: 24, mobilpay_test_mode: true, instructions: null },
            paypal: {
              enabled: true,
              time_ahead: 48,
              cancelation_time: 24,
              client_id: "sb-carpathia-demo-client",
              rate_multiplier: 1.03,
              currency: "EUR",
              instructions: null,
            },
            revolut: {
              enabled: true,
              time_ahead: 48,
              cancelation_time: 24,
              phone_number: "+40 722 555 010",
              instructions: tr("Trimiteți suma prin Revolut la numărul +40 722 555 010.", "Send the amount with Revolut to +40 722 555 010."),
            },
            custom: {
              enabled: true,
              time_ahead: 0,
              // Paid on arrival: nothing to wait for, so the booking is never released automatically.
              cancelation_time: null,
              custom_name: tr("Plată la recepție", "Pay at reception"),
              instructions: tr("Plătiți numerar sau cu cardul la sosire.", "Pay in cash or by card on arrival."),
            },
          },
        },
        settings_reservations: {
          ...CARPATHIA_POLICIES,
          ...NO_ANALYTICS,
          customer_confirmation_email: { header_color: "#1d3557", button_color: "#e63946" },
          // Guests move their own direct bookings online (docs/decisions/045); Seaside Inn does not.
          date_changes: { active: true },
        },
        settings_commerce: { collections: [], categories: ["lodging", "restaurant", "minibar", "shop", "storno"] },
        // The channels it sells through, as the public organisation names them: their logos are
        // the 404 page's partner logos (docs/decisions/036). Seaside names none.
        settings_cm: {
          otas: [
            { id: 1, name: "Booking.com", logo_url: mediaPath("partner-booking"), url: "https://www.booking.com/" },
            { id: 2, name: "Expedia", logo_url: mediaPath("partner-expedia"), url: "https://www.expedia.com/" },
          ],
        },
      },
    },
    {
      id: SEASIDE_ID,
      slug: "seaside",
      coupons: null,
      weekendUplift: 0.1,
      childMealFactor: 0.5,
      profile: {
        id: SEASIDE_ID,
        name: "Seaside Inn",
        logo: mediaPath("seaside-logo"),
        logo_url: mediaPath("seaside-logo"),
        slug_full: "seaside",
        email: "hello@seaside-inn.example",
        phone: "+359 579 555 20",
        about: {
          description: {
            en: "Seaside Inn is a small guesthouse on the Black Sea coast in Balchik, a short walk from the beach and the Botanical Garden. We have twelve rooms, a garden with fig trees and a terrace where breakfast is served with a view of the sea. Our hosts speak English and Romanian and know every quiet cove along the coast.",
          },
          facilities: { en: "Free Wi-Fi, garden terrace, beach towels, bicycle rental, airport transfer on request." },
          photo_urls: [mediaPath("seaside-facade"), mediaPath("seaside-beach")],
        },
        settings: {
          locale: "en-GB",
          language: "en",
          language_default: "en",
          languages: ["en"],
          time_zone: "Europe/Sofia",
          locations: [],
          room_types: [],
          seasons: [],
          currency: "EUR",
          country_currency: "EUR",
          currencies_fx: { EUR: 1 },
          children_age_max: 12,
          children_ages: [0, 6, 12],
          meals: [],
          check_in_time: "15:00",
          check_out_time: "11:00",
          supports_coupons: false,
          auto_issue_proforma: true,
          show_all_location_per_site: false,
        },
        settings_financials: {
          invoice: {
            business_name: "Seaside Inn Ltd",
            vat_number: "BG204517733",
            business_registry: "204517733",
            bank_account: "BG80BNBG96611020345678",
            bank_name: "UniCredit Bulbank",
            currency: "EUR",
            taxes: [],
          },
          payment: {
            bank: {
              enabled: true,
              time_ahead: 72,
              cancelation_time: 72,
              instructions: { en: "Pay by bank transfer to BG80BNBG96611020345678, quoting your reservation number." },
            },
            paypal: {
              enabled: true,
              time_ahead: 48,
              cancelation_time: 24,
              client_id: "sb-seaside-demo-client",
              rate_multiplier: 1,
              currency: "EUR",
              instructions: null,
            },
            mobilpay: { enabled: false, time_ahead: null, cancelation_time: null, mobilpay_test_mode: true },
            revolut: { enabled: false, time_ahead: null, cancelation_time: null, phone_number: null },
            custom: { enabled: false, time_ahead: null, cancelation_time: null, custom_name: null },
          },
        },
        settings_reservations: { ...SEASIDE_POLICIES, ...NO_ANALYTICS, customer_confirmation_email: { header_color: "#003049", button_color: "#c1121f" } },
        settings_commerce: { collections: [], categories: ["lodging", "restaurant"] },
        settings_cm: { otas: [] },
      },
    },
  ];

  const locations: LocationRecord[] = [
    {
      id: 101,
      org_id: CARPATHIA_ID,
      name: "Carpathia Brașov",
      subdomain: "carpathia-brasov",
      phone: "+40 268 555 010",
      email: "brasov@carpathia.example",
      address: { address1: "Strada Mureșenilor 12", address2: null, city: "Brașov", county: "Brașov", country: "RO", zip: "500030" },
      coordinates: "45.6427,25.5887",
      social: { facebook: "https://www.facebook.com/carpathia.brasov", instagram: "https://www.instagram.com/carpathia.brasov", youtube: null },
      maps_link: "https://www.openstreetmap.org/?mlat=45.6427&mlon=25.5887#map=17/45.6427/25.5887",
      photos: [
        { url: mediaPath("brasov-facade"), description: tr("Casa Carpathia din centrul vechi", "The Carpathia house in the old town") },
        { url: mediaPath("brasov-tampa"), description: tr("Tâmpa, la cinci minute de hotel", "Mount Tâmpa, five minutes from the hotel") },
        { url: mediaPath("brasov-lounge"), description: tr("Lobby-ul cu șemineu", "The lobby with its fireplace") },
        { url: mediaPath("brasov-restaurant"), description: tr("Restaurantul Cetate", "The Cetate restaurant") },
        { url: mediaPath("brasov-spa"), description: tr("Sauna și zona de relaxare", "Sauna and relaxation area") },
      ],
      banner_image: { url: mediaPath("brasov-tampa") },
      description: tr(
        "Carpathia Brașov se află într-o casă restaurată din 1890, la două străzi de Piața Sfatului. Dimineața vedeți Tâmpa de la fereastră, seara vă întoarceți pe jos de la Biserica Neagră. Avem 21 de camere, un restaurant cu bucătărie ardelenească și o saună mică pentru zilele de schi de la Poiana Brașov.",
        "Carpathia Brașov sits in a restored 1890 town house, two streets from Council Square. In the morning you see Mount Tâmpa from your window; in the evening you walk back from the Black Church. We have 21 rooms, a restaurant serving Transylvanian food and a small sauna for ski days at Poiana Brașov.",
      ),
      short_description: tr(
        "Hotel boutique în centrul vechi al Brașovului, la doi pași de Piața Sfatului.",
        "Boutique hotel in Brașov's old town, a short walk from Council Square.",
      ),
      location_title: tr("Cazare în centrul istoric al Brașovului", "Stay in the historic heart of Brașov"),
      book_now_text: tr("Rezervă la Brașov", "Book in Brașov"),
      discovery_us_text: tr(
        "Descoperiți Brașovul pe jos: Strada Sforii, Poarta Ecaterinei și bastioanele sunt la câteva minute de hotel.",
        "Discover Brașov on foot: Rope Street, Catherine's Gate and the old bastions are minutes from the hotel.",
      ),
      about_us_text: tr(
        "Suntem o echipă mică din Brașov care a transformat casa bunicilor într-un hotel. Ne place să recomandăm trasee pe munte, cafenele ascunse și cele mai bune plăcinte din oraș. Vă așteptăm cu drag în orice anotimp.",
        "We are a small team from Brașov who turned our grandparents' house into a hotel. We love recommending mountain trails, hidden cafés and the best pies in town. You are welcome in every season.",
      ),
      we_offer_excellent_experience_text: tr(
        "Mic dejun cu produse locale, camere liniștite și o recepție care știe tot despre oraș.",
        "Breakfast with local produce, quiet rooms and a front desk that knows everything about the town.",
      ),
      favicon_image: { url: mediaPath("carpathia-logo") },
      show_logo: true,
      show_homepage_gallery_slider: true,
      hoteliera_domain: "carpathia-brasov.hoteliera.example",
      client_domain: null,
      redirect_from_subdomain_to_domain: false,
      meta_title: withDefault(tr("Hotel Carpathia Brașov — cazare în centrul vechi", "Hotel Carpathia Brașov — stay in the old town"), "ro"),
      meta_description: withDefault(
        tr(
          "Camere duble, twin și apartamente de familie în centrul istoric al Brașovului. Rezervare directă, mic dejun local, parcare privată.",
          "Double, twin and family rooms in Brașov's historic centre. Book direct, local breakfast, private parking.",
        ),
        "ro",
      ),
      meta_keywords: withDefault(
        tr("hotel Brașov, cazare Brașov, centrul vechi, Poiana Brașov", "Brașov hotel, Brasov accommodation, old town, Poiana Brasov"),
        "ro",
      ),
      sort_order: 1,
    },
    {
      id: 102,
      org_id: CARPATHIA_ID,
      name: "Carpathia Sinaia",
      subdomain: "carpathia-sinaia",
      phone: "+40 244 555 020",
      email: "sinaia@carpathia.example",
      address: { address1: "Bulevardul Carol I nr. 48", address2: null, city: "Sinaia", county: "Prahova", country: "RO", zip: "106100" },
      coordinates: "45.3500,25.5500",
      social: {
        facebook: "https://www.facebook.com/carpathia.sinaia",
        instagram: "https://www.instagram.com/carpathia.sinaia",
        youtube: "https://www.youtube.com/@carpathiahotels",
      },
      maps_link: "https://www.openstreetmap.org/?mlat=45.3500&mlon=25.5500#map=17/45.3500/25.5500",
      photos: [
        { url: mediaPath("sinaia-facade"), description: tr("Vila Carpathia din Sinaia", "The Carpathia villa in Sinaia") },
        { url: mediaPath("sinaia-bucegi"), description: tr("Munții Bucegi văzuți de pe terasă", "The Bucegi Mountains seen from the terrace") },
        { url: mediaPath("sinaia-restaurant"), description: tr("Restaurantul cu terasă", "The terrace restaurant") },
      ],
      banner_image: { url: mediaPath("sinaia-bucegi") },
      description: tr(
        "Carpathia Sinaia este o vilă interbelică la poalele Bucegilor, la zece minute de Castelul Peleș. Camerele au balcon spre munte, iar apartamentele au bucătărie proprie, potrivite pentru familii și pentru șederi mai lungi. Telegondola spre Cota 1400 pornește la 800 de metri de hotel.",
        "Carpathia Sinaia is a 1930s villa at the foot of the Bucegi Mountains, ten minutes from Peleș Castle. Rooms have balconies facing the mountains and the apartments have their own kitchen, ideal for families and longer stays. The cable car to Cota 1400 leaves 800 metres from the hotel.",
      ),
      short_description: tr(
        "Vilă cu vedere spre Bucegi, aproape de Castelul Peleș și de pârtii.",
        "A villa facing the Bucegi Mountains, close to Peleș Castle and the slopes.",
      ),
      location_title: tr("Vacanță la munte în Sinaia", "A mountain holiday in Sinaia"),
      book_now_text: tr("Rezervă la Sinaia", "Book in Sinaia"),
      discovery_us_text: tr(
        "Plimbări prin Parcul Dimitrie Ghica, vizite la Peleș și Pelișor, schi pe Valea Dorului: toate pornesc de la ușa noastră.",
        "Walks in Dimitrie Ghica Park, visits to Peleș and Pelișor, skiing in Valea Dorului: all start from our door.",
      ),
      about_us_text: tr(
        "Vila a fost construită în 1934 și a fost renovată cu grijă pentru a-și păstra scara de lemn și vitraliile. Gazdele noastre locuiesc în Sinaia și vă pot recomanda cele mai frumoase trasee din Bucegi.",
        "The villa was built in 1934 and carefully renovated to keep its wooden staircase and stained glass. Our hosts live in Sinaia and can recommend the finest trails in the Bucegi.",
      ),
      we_offer_excellent_experience_text: tr(
        "Aer de munte, liniște și apartamente în care vă simțiți ca acasă.",
        "Mountain air, peace and quiet, and apartments that feel like home.",
      ),
      favicon_image: { url: mediaPath("carpathia-logo") },
      show_logo: true,
      show_homepage_gallery_slider: false,
      hoteliera_domain: "carpathia-sinaia.hoteliera.example",
      client_domain: null,
      redirect_from_subdomain_to_domain: false,
      meta_title: withDefault(tr("Hotel Carpathia Sinaia — vilă la poalele Bucegilor", "Hotel Carpathia Sinaia — a villa below the Bucegi"), "ro"),
      meta_description: withDefault(
        tr(
          "Camere cu balcon și apartamente cu bucătărie în Sinaia, aproape de Castelul Peleș și de telegondolă.",
          "Rooms with balconies and apartments with kitchens in Sinaia, near Peleș Castle and the cable car.",
        ),
        "ro",
      ),
      meta_keywords: withDefault(tr("hotel Sinaia, cazare Sinaia, Bucegi, Peleș", "Sinaia hotel, Sinaia accommodation, Bucegi, Peles"), "ro"),
      sort_order: 2,
    },
    {
      id: 201,
      org_id: SEASIDE_ID,
      name: "Seaside Inn Balchik",
      subdomain: "seaside-balchik",
      phone: "+359 579 555 20",
      email: "hello@seaside-inn.example",
      address: { address1: "12 Primorska Street", address2: null, city: "Balchik", county: "Dobrich", country: "BG", zip: "9600" },
      coordinates: "43.4067,28.1622",
      social: { facebook: "https://www.facebook.com/seasideinn.balchik", instagram: "https://www.instagram.com/seasideinn.balchik", youtube: null },
      maps_link: "https://www.openstreetmap.org/?mlat=43.4067&mlon=28.1622#map=17/43.4067/28.1622",
      photos: [
        { url: mediaPath("seaside-facade"), description: { en: "The inn and its garden" } },
        { url: mediaPath("seaside-beach"), description: { en: "The beach at sunset" } },
      ],
      banner_image: { url: mediaPath("seaside-beach") },
      description: {
        en: "A whitewashed guesthouse three minutes from the beach, with a fig-tree garden and a terrace facing the sea. Balchik's promenade, the Botanical Garden and the Queen Marie palace are all within walking distance.",
      },
      short_description: { en: "A quiet guesthouse by the sea in Balchik." },
      location_title: { en: "Your room by the Black Sea" },
      book_now_text: { en: "Book your room" },
      discovery_us_text: { en: "Swim in the morning, walk the promenade at sunset, and eat fresh fish at the harbour." },
      about_us_text: {
        en: "We are Elena and Georgi, and we have run Seaside Inn since 2015. We bake the breakfast bread ourselves and love sharing our favourite beaches.",
      },
      we_offer_excellent_experience_text: { en: "Sea views, home-made breakfast and a garden to read in." },
      favicon_image: { url: mediaPath("seaside-logo") },
      show_logo: true,
      show_homepage_gallery_slider: false,
      hoteliera_domain: "seaside.hoteliera.example",
      client_domain: null,
      redirect_from_subdomain_to_domain: false,
      meta_title: { en: "Seaside Inn Balchik — guesthouse by the sea", default: "Seaside Inn Balchik — guesthouse by the sea" },
      meta_description: {
        en: "Twelve rooms by the beach in Balchik, with breakfast on a sea-view terrace.",
        default: "Twelve rooms by the beach in Balchik, with breakfast on a sea-view terrace.",
      },
      meta_keywords: { en: "Balchik guesthouse, Black Sea, beach rooms", default: "Balchik guesthouse, Black Sea, beach rooms" },
      sort_order: 1,
    },
  ];

  const rooms = (prefix: number, count: number): string[] => Array.from({ length: count }, (_, index) => String(prefix + index + 1));

  const roomTypes: RoomTypeRecord[] = [
    {
      id: 1011,
      location_id: 101,
      name: tr("Cameră dublă", "Double room"),
      description: tr(
        "Cameră de 22 m² cu pat matrimonial, parchet de stejar și ferestre spre curtea interioară. Are baie cu duș, minibar, televizor și birou.",
        "A 22 m² room with a queen-size bed, oak floors and windows onto the inner courtyard. Shower room, minibar, TV and a writing desk.",
      ),
      beds: { double: 1 },
      adults: 2,
      children: 1,
      pricing: { low: 420, high: 560 },
      photo_urls: [mediaPath("brasov-double"), mediaPath("brasov-double-2")],
      is_mutual: false,
      sub_types: [],
      room_numbers: rooms(100, 8),
      room_conditions: { "102": "dirty", "105": "inspected", "108": "out_of_order" },
    },
    {
      id: 1012,
      location_id: 101,
      name: tr("Cameră twin", "Twin room"),
      description: tr(
        "Două paturi single, potrivite pentru prieteni sau colegi de drum. Camera are 20 m², baie cu duș și vedere spre Tâmpa.",
        "Two single beds, ideal for friends or travel companions. The room is 20 m² with a shower room and a view of Mount Tâmpa.",
      ),
      beds: { single: 2 },
      adults: 2,
      children: 0,
      pricing: { low: 410, high: 540 },
      photo_urls: [mediaPath("brasov-twin")],
      is_mutual: false,
      sub_types: [],
      room_numbers: rooms(200, 6),
      room_conditions: { "203": "dirty" },
    },
    {
      id: 1013,
      location_id: 101,
      name: tr("Apartament de familie", "Family suite"),
      description: tr(
        "Două camere comunicante de 38 m²: un dormitor cu pat matrimonial și un living cu canapea extensibilă pentru copii. Baie cu cadă.",
        "Two connecting rooms, 38 m² in all: a bedroom with a queen-size bed and a living room with a sofa bed for the children. Bathroom with a tub.",
      ),
      beds: { double: 1, sofa: 1 },
      adults: 3,
      children: 2,
      pricing: { low: 760, high: 980 },
      photo_urls: [mediaPath("brasov-family"), mediaPath("brasov-family-2")],
      is_mutual: false,
      sub_types: [],
      room_numbers: rooms(300, 3),
    },
    {
      id: 1014,
      location_id: 101,
      name: tr("Cameră single", "Single room"),
      description: tr(
        "O cameră mică și liniștită de 14 m², cu pat single lat și birou, ideală pentru călătorii de afaceri.",
        "A quiet 14 m² room with a wide single bed and a desk, ideal for business trips.",
      ),
      beds: { single: 1 },
      adults: 1,
      children: 0,
      pricing: { low: 300, high: 390 },
      photo_urls: [mediaPath("brasov-single")],
      is_mutual: false,
      sub_types: [],
      room_numbers: rooms(400, 4),
    },
    {
      id: 1021,
      location_id: 102,
      name: tr("Cameră dublă cu balcon", "Double room with balcony"),
      description: tr(
        "Cameră de 24 m² cu pat matrimonial și balcon spre Munții Bucegi. Baie cu duș, cafetieră și halate pentru saună.",
        "A 24 m² room with a queen-size bed and a balcony facing the Bucegi Mountains. Shower room, coffee maker and bathrobes for the sauna.",
      ),
      beds: { double: 1 },
      adults: 2,
      children: 1,
      pricing: { low: 450, high: 620 },
      photo_urls: [mediaPath("sinaia-double")],
      is_mutual: false,
      sub_types: [],
      room_numbers: rooms(10, 6),
      room_conditions: { "14": "dirty" },
    },
    {
      id: 1022,
      location_id: 102,
      name: tr("Apartament", "Apartment"),
      description: tr(
        "Apartament de 45 m² cu dormitor, living cu canapea extensibilă și bucătărie complet utilată. Potrivit pentru familii și pentru șederi de o săptămână.",
        "A 45 m² apartment with a bedroom, a living room with a sofa bed and a fully equipped kitchen. Good for families and week-long stays.",
      ),
      beds: { double: 1, sofa: 1 },
      adults: 4,
      children: 2,
      pricing: { low: 820, high: 1100 },
      photo_urls: [mediaPath("sinaia-apartment"), mediaPath("sinaia-apartment-2")],
      is_mutual: false,
      sub_types: [],
      room_numbers: rooms(20, 3),
    },
    {
      id: 2011,
      location_id: 201,
      name: { en: "Double room, sea view" },
      description: { en: "A bright 20 m² room with a double bed, a shower room and a small balcony looking over the sea." },
      beds: { double: 1 },
      adults: 2,
      children: 1,
      pricing: { low: 75, high: 120 },
      photo_urls: [mediaPath("seaside-double")],
      is_mutual: false,
      sub_types: [],
      room_numbers: rooms(0, 8),
    },
    {
      id: 2012,
      location_id: 201,
      name: { en: "Family room" },
      description: { en: "A 30 m² garden-level room with a double bed and two singles, for families of up to four." },
      beds: { double: 1, single: 2 },
      adults: 2,
      children: 2,
      pricing: { low: 110, high: 170 },
      photo_urls: [mediaPath("seaside-family")],
      is_mutual: false,
      sub_types: [],
      room_numbers: rooms(10, 4),
    },
  ];

  const meals: MealRecord[] = [
    { org_id: CARPATHIA_ID, id: 1, code: "RO", name: tr("Doar cazare", "Room only"), supplement: 0 },
    { org_id: CARPATHIA_ID, id: 2, code: "BB", name: tr("Mic dejun inclus", "Bed and breakfast"), supplement: 45 },
    { org_id: CARPATHIA_ID, id: 3, code: "HB", name: tr("Demipensiune", "Half board"), supplement: 120 },
    { org_id: SEASIDE_ID, id: 4, code: "RO", name: { en: "Room only" }, supplement: 0 },
    { org_id: SEASIDE_ID, id: 5, code: "BB", name: { en: "Bed and breakfast" }, supplement: 12 },
  ];

  const ratePlans: RatePlanRecord[] = [
    {
      org_id: CARPATHIA_ID,
      id: 11,
      name: tr("Flexibil", "Flexible"),
      cancellation_policy_name: "flexible",
      price_factor: 1,
      meal_ids: [1, 2, 3],
      payment_terms: {
        installment_reservation_percent: 30,
        installment_days_before_arrival_percent: 70,
        days_before_arrival: 7,
        installment_on_arrival_percent: 0,
      },
      rates: restrictionsFor(carpathiaSeasons),
    },
    {
      org_id: CARPATHIA_ID,
      id: 12,
      name: tr("Nerambursabil", "Non-refundable"),
      cancellation_policy_name: "non_refundable",
      price_factor: 0.88,
      meal_ids: [1, 2, 3],
      payment_terms: {
        installment_reservation_percent: 100,
        installment_days_before_arrival_percent: 0,
        days_before_arrival: 0,
        installment_on_arrival_percent: 0,
      },
      // A discount for short breaks: sold for at most two weeks.
      rates: restrictionsFor(carpathiaSeasons, 14),
    },
    {
      org_id: CARPATHIA_ID,
      id: 13,
      name: tr("Mic dejun inclus", "Breakfast included"),
      cancellation_policy_name: "moderate",
      price_factor: 0.95,
      meal_ids: [2, 3],
      // Paid at the hotel: nothing before arrival, so "Pay at reception" fits it (docs/decisions/024).
      payment_terms: {
        installment_reservation_percent: 0,
        installment_days_before_arrival_percent: 0,
        days_before_arrival: 0,
        installment_on_arrival_percent: 100,
      },
      rates: restrictionsFor(carpathiaSeasons),
    },
    {
      org_id: SEASIDE_ID,
      id: 21,
      name: { en: "Flexible" },
      cancellation_policy_name: "flexible",
      price_factor: 1,
      meal_ids: [4, 5],
      payment_terms: {
        installment_reservation_percent: 30,
        installment_days_before_arrival_percent: 70,
        days_before_arrival: 14,
        installment_on_arrival_percent: 0,
      },
      rates: restrictionsFor(seasideSeasons),
    },
    {
      org_id: SEASIDE_ID,
      id: 22,
      name: { en: "Non-refundable" },
      cancellation_policy_name: "non_refundable",
      price_factor: 0.9,
      meal_ids: [4, 5],
      payment_terms: {
        installment_reservation_percent: 100,
        installment_days_before_arrival_percent: 0,
        days_before_arrival: 0,
        installment_on_arrival_percent: 0,
      },
      rates: restrictionsFor(seasideSeasons),
    },
  ];

  const taxes: TaxRecord[] = [
    { org_id: CARPATHIA_ID, id: 1, name: tr("TVA 9%", "VAT 9%"), included: true, type: "percent", value: 9 },
    { org_id: CARPATHIA_ID, id: 2, name: tr("Taxă locală de turism", "Local tourist tax"), included: false, type: "fixed", value: 5 },
    { org_id: SEASIDE_ID, id: 3, name: { en: "VAT 9%" }, included: true, type: "percent", value: 9 },
    { org_id: SEASIDE_ID, id: 4, name: { en: "Tourist tax" }, included: false, type: "fixed", value: 1 },
  ];

  // The channels the plan grid shows: Booking.com sells every Carpathia room, Expedia the doubles;
  // a stop-sell on Booking.com closes the family suite for a few nights next week.
  const otas: OtaRecord[] = [
    {
      id: 1,
      org_id: CARPATHIA_ID,
      name: "Booking.com",
      room_type_ids: [1011, 1012, 1013, 1014, 1021, 1022],
      stop_sells: [{ room_type_id: 1013, day_from: addDays(today, 7), day_to: addDays(today, 10) }],
    },
    { id: 2, org_id: CARPATHIA_ID, name: "Expedia", room_type_ids: [1011, 1021], stop_sells: [] },
    { id: 3, org_id: SEASIDE_ID, name: "Booking.com", room_type_ids: [2011, 2012], stop_sells: [] },
  ];

  const guests: GuestRecord[] = [
    { org_id: CARPATHIA_ID, id: 401, first_name: "Ana", last_name: "Popescu", email: "ana.popescu@example.com", phone: "+40 722 111 222", dob: "1988-04-12" },
    { org_id: CARPATHIA_ID, id: 402, first_name: "Ion", last_name: "Ionescu", email: "ion.ionescu@example.com", phone: "+40 733 222 333", dob: "1979-09-30" },
    {
      org_id: CARPATHIA_ID,
      id: 403,
      first_name: "Maria",
      last_name: "Ionescu",
      email: "maria.ionescu@example.com",
      phone: "+40 744 333 444",
      dob: "1992-01-17",
    },
    { org_id: CARPATHIA_ID, id: 404, first_name: "Elena", last_name: "Georgescu", email: "guest@example.com", phone: "+40 755 444 555", dob: "1985-06-03" },
    { org_id: CARPATHIA_ID, id: 405, first_name: "Mihai", last_name: "Dumitrescu", email: "mihai.dumitrescu@example.com", phone: "+40 766 555 666", dob: null },
    { org_id: CARPATHIA_ID, id: 406, first_name: "Sophie", last_name: "Martin", email: "sophie.martin@example.com", phone: "+33 6 12 34 56 78", dob: null },
    { org_id: SEASIDE_ID, id: 407, first_name: "James", last_name: "Whitaker", email: "james.whitaker@example.com", phone: "+44 7700 900123", dob: null },
  ];

  const users: UserRecord[] = [
    {
      id: 1,
      org_id: CARPATHIA_ID,
      email: "guest@example.com",
      password: "guest-pass-1",
      role: "guest",
      first_name: "Elena",
      last_name: "Georgescu",
      phone: "+40 755 444 555",
      // The demo's accounts are walked through in English (docs/demo.md); signing in makes the
      // account's language the site's (docs/decisions/036), so theirs is English.
      settings: { language: "en" },
    },
    {
      id: 2,
      org_id: CARPATHIA_ID,
      email: "staff@example.com",
      password: "staff-pass-1",
      role: "staff",
      first_name: "Andrei",
      last_name: "Stan",
      phone: "+40 268 555 011",
      settings: { language: "en" },
    },
    {
      // Another hotel's front desk: signed in, they are staff, but not of Hotel Carpathia.
      id: 3,
      org_id: SEASIDE_ID,
      email: "staff@seaside.example",
      password: "staff-pass-2",
      role: "staff",
      first_name: "Tom",
      last_name: "Reed",
      phone: "+44 20 7946 0011",
      settings: { language: "en" },
    },
  ];

  const reservations: ReservationSeed[] = [
    {
      id: 100001,
      location_id: 101,
      room_types: { "1011": 1 },
      arrives_in: 30,
      nights: 3,
      adults: 2,
      children_ages: [],
      rate_plan_id: 11,
      meal_id: 2,
      status: "Confirmed",
      booked_days_ago: 5,
      paid_instalments: 1,
      payment_method: "bank",
      guest: { first_name: "Ana", last_name: "Popescu", email: "ana.popescu@example.com", phone: "+40 722 111 222", language: "ro" },
      arrival_time: "16:00",
      room_numbers: [],
      note: "Am dori o cameră la etaj, departe de lift.",
    },
    {
      id: 100002,
      channel: "Booking.com",
      location_id: 102,
      room_types: { "1022": 1 },
      arrives_in: -3,
      nights: 5,
      adults: 2,
      children_ages: [8],
      rate_plan_id: 12,
      meal_id: 3,
      status: "Checked-in",
      booked_days_ago: 40,
      paid_instalments: 1,
      payment_method: "mobilpay",
      guest: { first_name: "Ion", last_name: "Ionescu", email: "ion.ionescu@example.com", phone: "+40 733 222 333", language: "ro" },
      arrival_time: "15:00",
      room_numbers: ["22"],
    },
    {
      id: 100003,
      location_id: 101,
      room_types: { "1013": 1 },
      arrives_in: 14,
      nights: 2,
      adults: 2,
      children_ages: [5, 10],
      rate_plan_id: 12,
      meal_id: 1,
      status: "New",
      booked_days_ago: 0,
      paid_instalments: 0,
      payment_method: "mobilpay",
      guest: { first_name: "Maria", last_name: "Ionescu", email: "maria.ionescu@example.com", phone: "+40 744 333 444", language: "en" },
      room_numbers: [],
    },
    {
      // Booked today to be paid with PayPal, not paid yet (an Italian guest).
      id: 100004,
      location_id: 101,
      room_types: { "1012": 1 },
      arrives_in: 70,
      nights: 2,
      adults: 2,
      children_ages: [],
      rate_plan_id: 12,
      meal_id: 2,
      status: "New",
      booked_days_ago: 0,
      paid_instalments: 0,
      payment_method: "paypal",
      guest: { first_name: "Giulia", last_name: "Rossi", email: "giulia.rossi@example.com", phone: "+39 333 444 5555", language: "it" },
      room_numbers: [],
    },
    {
      // Booked today to be paid by bank transfer, deposit not paid yet (a Spanish guest).
      id: 100005,
      location_id: 101,
      room_types: { "1011": 1 },
      arrives_in: 75,
      nights: 3,
      adults: 2,
      children_ages: [],
      rate_plan_id: 11,
      meal_id: 1,
      status: "New",
      booked_days_ago: 0,
      paid_instalments: 0,
      payment_method: "bank",
      guest: { first_name: "Carmen", last_name: "García", email: "carmen.garcia@example.com", phone: "+34 600 111 222", language: "es" },
      room_numbers: [],
    },
  ];

  return {
    organisations,
    locations,
    roomTypes,
    seasons: [...carpathiaSeasons, ...seasideSeasons],
    meals,
    ratePlans,
    taxes,
    otas,
    guests,
    users,
    reservations,
  };
}
