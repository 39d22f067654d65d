import type { ErrorTitles } from "../en/error-titles";

const es: ErrorTitles = {
  notFoundTitle: "Página no encontrada",
  badRequestTitle: "Este enlace no es válido",
  unavailableTitle: "El sistema de reservas del hotel no responde",
  genericTitle: "Se ha producido un error, lo sentimos",
};

export default es;
