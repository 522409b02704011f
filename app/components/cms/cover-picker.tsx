import { useId, useState } from "react";
import { Link } from "react-router";

/**
 * A library image: its file name and alt text as listed, the alt text alone, a small variant,
 * and the Markdown that shows it in a post's body.
 */
export type CoverChoice = { id: number; label: string; alt: string; thumb: string | null; markdown: string };

/**
 * The post's cover, chosen from the media library by name, with the chosen image shown
 * beside the list. A plain select, so it works before the page's script has loaded.
 */
export function CoverPicker(props: {
  choices: CoverChoice[];
  defaultValue: string;
  error: string | null;
  /** A film's poster uses the same picker under its own name. */
  label?: string;
  name?: string;
  none?: string;
  /** Told of each choice, for a picker that acts on it (inserting the image into a body). */
  onChange?: (id: string) => void;
}) {
  const { label = "Cover image", name = "cover_image_id", none = "No cover" } = props;
  const id = useId();
  const [chosen, setChosen] = useState(props.defaultValue);
  const picked = props.choices.find((c) => String(c.id) === chosen) ?? null;
  const thumb = picked?.thumb ?? null;
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="block text-sm font-medium">
        {label}
      </label>
      <div className="flex items-start gap-3">
        <select
          id={id}
          name={name}
          value={chosen}
          onChange={(event) => {
            setChosen(event.target.value);
            props.onChange?.(event.target.value);
          }}
          aria-invalid={props.error ? true : undefined}
          aria-describedby={`${id}-hint${props.error ? ` ${id}-error` : ""}`}
          className={`min-w-0 flex-1 rounded-lg border bg-page px-3 py-2 text-sm ${props.error ? "border-live" : "border-line"}`}
        >
          <option value="">{none}</option>
          {props.choices.map((choice) => (
            <option key={choice.id} value={choice.id}>
              {choice.label}
            </option>
          ))}
        </select>
        {thumb ? (
          <img
            src={thumb}
            alt={picked?.alt ?? ""}
            width={96}
            height={54}
            className="h-14 w-24 rounded object-cover"
          />
        ) : null}
      </div>
      <p id={`${id}-hint`} className="text-xs text-muted">
        The library's newest images. <Link to="/cms/media">Upload one in Media</Link>.
        {picked && !picked.alt ? (
          <>
            {" "}
            This image has no alt text, which readers of screen readers and shared links rely on:{" "}
            <Link to={`/cms/media/${picked.id}`}>describe it in Media</Link>.
          </>
        ) : null}
      </p>
      {props.error ? (
        <p id={`${id}-error`} className="text-xs text-live" role="alert">
          {props.error}
        </p>
      ) : null}
    </div>
  );
}
