import type { ReactNode } from "react";
import { Form } from "react-router";
import { PageNav } from "./page-nav.tsx";
import { staffButton } from "./staff-notes.tsx";

/** The filters above an admin list: a get form (the filters live in the address) and its one button. */
export function FilterForm({
  columns = "sm:grid-cols-4 sm:items-end",
  submitLabel,
  children,
}: {
  /** The grid's columns and alignment by screen width. */
  columns?: string;
  submitLabel: string;
  children: ReactNode;
}) {
  return (
    <Form method="get" className={`mb-4 grid gap-3 ${columns}`}>
      {children}
      <button type="submit" className={staffButton.primary}>
        {submitLabel}
      </button>
    </Form>
  );
}

/** One page of an admin list: its rows, or what to say when there are none, then the page links. */
export function PagedList({
  label,
  filters,
  page,
  count,
  empty,
  children,
}: {
  /** The page links' name for screen readers. */
  label: string;
  filters: Record<string, string | undefined>;
  page: { offset: number; limit: number; total: number };
  /** Rows on this page. */
  count: number;
  empty: ReactNode;
  children: ReactNode;
}) {
  return (
    <>
      {count === 0 ? empty : children}
      <PageNav
        label={label}
        filters={filters}
        offset={page.offset}
        limit={page.limit}
        shown={count}
        total={page.total}
      />
    </>
  );
}

/** One filter's menu: its "any" choice first (an empty value, so the address leaves it out), then the rest. */
export function FilterSelect({
  label,
  name,
  defaultValue,
  any,
  choices,
  onPage = false,
}: {
  label: string;
  name: string;
  defaultValue: string | undefined;
  any: string;
  choices: ReadonlyArray<{ value: string; label: string }>;
  /** Drawn on the page's own background rather than a card's. */
  onPage?: boolean;
}) {
  return (
    <label className="grid gap-1 text-sm font-medium">
      {label}
      <select
        name={name}
        defaultValue={defaultValue}
        className={`rounded-lg border border-line ${onPage ? "bg-page" : "bg-surface"} px-3 py-2 text-sm`}
      >
        <option value="">{any}</option>
        {choices.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </select>
    </label>
  );
}
