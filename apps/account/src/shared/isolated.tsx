// A translated sentence with the customer's own text in it (a name, an address): each value in <bdi>,
// so a name written in Arabic inside an English sentence keeps its direction and does not pull the
// punctuation around it to the wrong side (the sa and eg sites serve Arabic-speaking customers).
import { Fragment, type ReactNode } from 'react';

/** Private-use characters that never occur in a translation: they mark where each value goes. */
const OPEN = '\uE000';
const CLOSE = '\uE001';

/**
 * `sentence` is given a marker per value (pass them to `t` as its interpolation values); the result is
 * the sentence with each value isolated. The text content is the sentence with the values, unchanged.
 */
export function Isolated<K extends string>(props: {
  values: Record<K, string>;
  sentence: (marks: Record<K, string>) => string;
}): ReactNode {
  const keys = Object.keys(props.values) as K[];
  const marks = Object.fromEntries(keys.map((key, i) => [key, `${OPEN}${i}${CLOSE}`])) as Record<K, string>;
  const parts = props.sentence(marks).split(new RegExp(`${OPEN}(\\d+)${CLOSE}`));
  return parts.map((part, i) =>
    // Odd parts are the captured indexes of the values.
    i % 2 === 1 ? (
      // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one sentence never move.
      <bdi key={i}>{props.values[keys[Number(part)]!]}</bdi>
    ) : (
      // biome-ignore lint/suspicious/noArrayIndexKey: as above.
      <Fragment key={i}>{part}</Fragment>
    ),
  );
}
