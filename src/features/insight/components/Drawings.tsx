import { useId } from 'react';
import type { InsightValues } from '@/db/types';

/** Drawings made from an activity's answers (SVG, colours from the theme tokens). Each has a text equivalent. */

function text(values: InsightValues, id: string): string {
  const value = values[id];
  return typeof value === 'string' ? value.trim() : '';
}

/** Splits text into lines of at most `width` characters (at spaces), at most `maxLines` lines. */
function wrapText(value: string, width: number, maxLines: number): string[] {
  const words = value.split(/\s+/).filter(Boolean);
  const lines: string[] = [];
  let line = '';
  for (const word of words) {
    const candidate = line ? `${line} ${word}` : word;
    if (candidate.length > width && line) {
      lines.push(line);
      line = word.length > width ? `${word.slice(0, width - 1)}…` : word;
    } else {
      line = candidate.length > width ? `${candidate.slice(0, width - 1)}…` : candidate;
    }
  }
  if (line) lines.push(line);
  if (lines.length > maxLines) {
    const kept = lines.slice(0, maxLines);
    kept[maxLines - 1] = `${(kept[maxLines - 1] ?? '').replace(/…$/, '').slice(0, width - 1)}…`;
    return kept;
  }
  return lines;
}

interface BoxProps {
  x: number;
  y: number;
  width: number;
  height: number;
  lines: string[];
  chosen?: boolean;
  faded?: boolean;
}

function Box({ x, y, width, height, lines, chosen, faded }: BoxProps) {
  const lineHeight = 18;
  const top = y + height / 2 - ((lines.length - 1) * lineHeight) / 2 + 5;
  return (
    <g opacity={faded ? 0.45 : 1}>
      <rect
        className={`insight-drawing__box${chosen ? ' insight-drawing__box--chosen' : ''}`}
        x={x}
        y={y}
        width={width}
        height={height}
        rx={10}
      />
      <text textAnchor="middle" fontSize={15}>
        {lines.map((line, index) => (
          <tspan key={index} x={x + width / 2} y={top + index * lineHeight}>
            {line}
          </tspan>
        ))}
      </text>
    </g>
  );
}

function Line({ from, to }: { from: [number, number]; to: [number, number] }) {
  return <path className="insight-drawing__line" d={`M${from[0]} ${from[1]} L${to[0]} ${to[1]}`} />;
}

/** The worry tree's path, in words, for the text equivalent and for screen readers. */
function describeWorryTree(values: InsightValues): string {
  const worry = text(values, 'worry') || 'a worry';
  const canAct = text(values, 'canAct');
  if (canAct === 'yes') {
    const what = text(values, 'what') || 'something';
    const when = text(values, 'when');
    if (when === 'now') return `Worry: ${worry}. I can do something: ${what}. I will do it now.`;
    if (when === 'later') return `Worry: ${worry}. I can do something: ${what}. Plan: ${text(values, 'plan') || 'to be decided'}.`;
    return `Worry: ${worry}. I can do something: ${what}.`;
  }
  if (canAct === 'no') return `Worry: ${worry}. I cannot act on it now, so I let it go for now and turn to: ${text(values, 'refocus') || 'something else'}.`;
  return `Worry: ${worry}. Next question: can I do something about it?`;
}

export function WorryTreeDrawing({ values }: { values: InsightValues }) {
  const titleId = useId();
  const canAct = text(values, 'canAct');
  const when = text(values, 'when');
  const yes = canAct === 'yes';
  const no = canAct === 'no';
  return (
    <figure className="insight-figure">
      {/* On a phone the tree keeps a width at which its words are at least 12 px and scrolls sideways (a diagram is
          exempt from reflow); the caption below says the same in words. Focusable so a keyboard can scroll it. */}
      <div className="insight-drawing-scroll" tabIndex={0} role="group" aria-label="Worry tree, scrolls sideways on a narrow screen">
        <svg className="insight-drawing insight-drawing--worry-tree" viewBox="0 0 520 470" role="img" aria-labelledby={titleId}>
          <title id={titleId}>{`Your worry tree. ${describeWorryTree(values)}`}</title>
          <Line from={[260, 70]} to={[260, 100]} />
          <Line from={[260, 160]} to={[130, 200]} />
          <Line from={[260, 160]} to={[390, 200]} />
          <Line from={[130, 250]} to={[130, 280]} />
          <Line from={[130, 340]} to={[70, 370]} />
          <Line from={[130, 340]} to={[190, 370]} />
          <Line from={[390, 250]} to={[390, 280]} />
          <Box x={110} y={10} width={300} height={60} lines={wrapText(text(values, 'worry') || 'My worry', 34, 2)} chosen />
          <Box x={140} y={100} width={240} height={60} lines={['Can I do something', 'about it?']} chosen={Boolean(canAct)} />
          <Box x={30} y={200} width={200} height={50} lines={['Yes']} chosen={yes} faded={no} />
          <Box x={290} y={200} width={200} height={50} lines={['No: let it go for now']} chosen={no} faded={yes} />
          <Box x={20} y={280} width={220} height={60} lines={wrapText(text(values, 'what') || 'What can I do?', 26, 2)} chosen={yes} faded={no} />
          <Box x={10} y={370} width={120} height={80} lines={['Do it now']} chosen={yes && when === 'now'} faded={no || when === 'later'} />
          <Box
            x={140}
            y={370}
            width={140}
            height={80}
            lines={['Plan:', ...wrapText(text(values, 'plan') || 'when and how', 16, 2)]}
            chosen={yes && when === 'later'}
            faded={no || when === 'now'}
          />
          <Box
            x={290}
            y={280}
            width={220}
            height={80}
            lines={['Turn to:', ...wrapText(text(values, 'refocus') || 'something else', 26, 2)]}
            chosen={no}
            faded={yes}
          />
        </svg>
      </div>
      <figcaption className="insight-muted">{describeWorryTree(values)}</figcaption>
    </figure>
  );
}

function describeShield(values: InsightValues): string {
  const strengths = ['strength1', 'strength2', 'strength3', 'strength4'].map((id) => text(values, id)).filter(Boolean);
  const motto = text(values, 'motto');
  return `Strengths: ${strengths.length > 0 ? strengths.join(', ') : 'none named yet'}.${motto ? ` Motto: ${motto}.` : ''}`;
}

export function ShieldDrawing({ values }: { values: InsightValues }) {
  const titleId = useId();
  const strengths = ['strength1', 'strength2', 'strength3', 'strength4'].map((id) => text(values, id));
  const places: [number, number][] = [
    [150, 120],
    [290, 120],
    [150, 240],
    [290, 240],
  ];
  return (
    <figure className="insight-figure">
      <svg className="insight-drawing" viewBox="0 0 440 420" role="img" aria-labelledby={titleId}>
        <title id={titleId}>{`Your strengths shield. ${describeShield(values)}`}</title>
        <path className="insight-drawing__shield" d="M220 20 L390 60 L390 210 C390 310 300 370 220 400 C140 370 50 310 50 210 L50 60 Z" />
        <path className="insight-drawing__line" d="M220 28 L220 392 M56 180 L384 180" />
        {strengths.map((strength, index) => {
          const [x, y] = places[index] ?? [0, 0];
          const lines = wrapText(strength || `Strength ${index + 1}`, 14, 3);
          return (
            <text key={index} textAnchor="middle" fontSize={16} fontWeight={strength ? 700 : 400} opacity={strength ? 1 : 0.55}>
              {lines.map((line, at) => (
                <tspan key={at} x={x} y={y + at * 19 - ((lines.length - 1) * 19) / 2}>
                  {line}
                </tspan>
              ))}
            </text>
          );
        })}
        {text(values, 'motto') ? (
          <text textAnchor="middle" fontSize={16} fontStyle="italic">
            {wrapText(text(values, 'motto'), 24, 2).map((line, at) => (
              <tspan key={at} x={220} y={335 + at * 19}>
                {line}
              </tspan>
            ))}
          </text>
        ) : null}
      </svg>
      <figcaption className="insight-muted">{describeShield(values)}</figcaption>
    </figure>
  );
}
