/** A select's options whose words are their values (kinds, roles, genres as stored). */
export function ValueOptions({ values }: { values: readonly string[] }) {
  return values.map((value) => (
    <option key={value} value={value}>
      {value}
    </option>
  ));
}
