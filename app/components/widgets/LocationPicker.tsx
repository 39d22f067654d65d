/**
 * The location picker (docs/spec.md §5): shown only when the organisation has more than one location;
 * with one, the form still carries it, hidden, so every address names its location.
 */
export interface LocationOption {
  id: number;
  name: string;
}

export function LocationPicker({
  id,
  name = "location",
  label,
  locations,
  value,
}: {
  id: string;
  name?: string;
  label: string;
  locations: LocationOption[];
  value: number | null;
}) {
  if (locations.length <= 1) {
    const only = locations[0]?.id ?? value;
    return only == null ? null : <input type="hidden" name={name} value={only} />;
  }
  return (
    <div className="field location-picker">
      <label htmlFor={id}>{label}</label>
      <select id={id} name={name} defaultValue={value ?? locations[0]!.id}>
        {locations.map((location) => (
          <option key={location.id} value={location.id}>
            {location.name}
          </option>
        ))}
      </select>
    </div>
  );
}
