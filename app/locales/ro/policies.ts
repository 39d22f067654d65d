import type { PoliciesTexts } from "../en/policies";

/** Texts of the policy pages, the support page and the analytics consent. */
const ro: PoliciesTexts = {
  policies: {
    support: "Asistență",
  },
};

export default ro;

