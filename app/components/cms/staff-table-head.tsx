/** The admin lists' header row: a column heading per label, as every staff table draws it. */
export function StaffTableHead({ labels, nowrap = false }: { labels: string[]; nowrap?: boolean }) {
  return (
    <thead>
      <tr className="border-b border-line text-left">
        {labels.map((label) => (
          <th
            key={label}
            scope="col"
            className={`px-3 py-2 font-semibold${nowrap ? " whitespace-nowrap" : ""}`}
          >
            {label}
          </th>
        ))}
      </tr>
    </thead>
  );
}
