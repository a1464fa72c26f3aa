// Finds sentences glued from pieces: a JSX element whose inline children hold two catalogue texts, or
// one catalogue text next to written text or a value ({t('a')} <strong>{t('b')}</strong>, {t('a')}.,
// {t('a')} {name}). A sentence cut in pieces keeps English's word order and spacing in every
// language; it must be one message (richText for a link or emphasis inside, a {value} for a name or
// number). Used by glue-scan.test.ts, beside the literal scan. Node only.
import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
// web's own TypeScript 5.9, as in literal-scan.ts.
import ts from 'typescript';
import { webSourceFiles } from './literal-scan.ts';

export interface Glued {
  file: string;
  line: number;
  /** The element as written, on one line: what an allow-list entry matches. */
  text: string;
}

/** Elements that stand as their own block: what they hold is a separate part, not the sentence's. */
const BLOCKS = new Set(
  'div p ul ol li h1 h2 h3 h4 h5 h6 section article aside header footer nav main table thead tbody tr td th dl dt dd form fieldset legend label button details summary figure figcaption blockquote pre select option textarea input img svg br hr title'.split(
    ' ',
  ),
);

/** Components that draw their children inline, inside the surrounding sentence. */
const INLINE_COMPONENTS = new Set(['Link', 'NavLink', 'Fragment']);

/** Calls that give a catalogue text (a whole message), a feature's texts module's included
 * (`import { parcelTexts as t }`: t.trackLink(carrier)). */
const CATALOGUE_CALL = /^(t|richText|serverText|t\.\w+|\w+Texts\.\w+)$/;
/** Calls that give a value written out (a number, a date, a price, a list, a year). */
const FORMAT_CALL = /^(format\w*|String|\w+\.toLocale\w*|\w+\.format)$/;
/** A feature's texts module's getter (t.trackingHeading, parcelTexts.senderNote). */
const CATALOGUE_GETTER = /^(t|\w+Texts)\.\w+$/;

/** 'break': two elements side by side with only a line break between them (JSX drops it), so no
 * space or word joins them: two parts (two buttons, two links in a row), not one sentence. */
type Piece = 'catalogue' | 'text' | 'value' | 'break';

function tagName(node: ts.JsxElement | ts.JsxSelfClosingElement | ts.JsxFragment): string {
  if (ts.isJsxFragment(node)) return 'Fragment';
  const tag = ts.isJsxElement(node) ? node.openingElement.tagName : node.tagName;
  return tag.getText().replace(/^React\./, '');
}

function isInline(name: string): boolean {
  return /^[a-z]/.test(name) ? !BLOCKS.has(name) : INLINE_COMPONENTS.has(name);
}

function callName(node: ts.CallExpression): string {
  return node.expression.getText().replace(/\s+/g, '');
}

/** What an expression child shows: a catalogue text, a value (a name, a number), or nothing a reader
 * reads as words (an element, a condition drawing elements, a space). */
function expressionPiece(expression: ts.Expression): Piece | undefined {
  let node = expression;
  while (ts.isParenthesizedExpression(node)) node = node.expression;
  if (ts.isCallExpression(node)) {
    const name = callName(node);
    if (CATALOGUE_CALL.test(name)) return 'catalogue';
    return FORMAT_CALL.test(name) ? 'value' : undefined;
  }
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) {
    return node.text.trim() ? 'text' : undefined;
  }
  if (ts.isTemplateExpression(node)) return templateGlued(node) ? undefined : 'text';
  if (ts.isPropertyAccessExpression(node) && CATALOGUE_GETTER.test(node.getText().replace(/\s+/g, ''))) {
    return 'catalogue';
  }
  if (ts.isIdentifier(node) || ts.isPropertyAccessExpression(node) || ts.isElementAccessExpression(node)) {
    return 'value';
  }
  if (ts.isBinaryExpression(node) && node.operatorToken.kind === ts.SyntaxKind.PlusToken) return 'value';
  return undefined;
}

/** The pieces an element's children put in one run of text, inline elements read through. */
function pieces(children: ts.NodeArray<ts.JsxChild>): Piece[] {
  const out: Piece[] = [];
  let previous: ts.JsxChild | undefined;
  for (const child of children) {
    if (ts.isJsxText(child) && child.containsOnlyTriviaWhiteSpaces) continue;
    const element = ts.isJsxElement(child) || ts.isJsxSelfClosingElement(child) || ts.isJsxFragment(child);
    if (element && previous && (ts.isJsxElement(previous) || ts.isJsxSelfClosingElement(previous))) {
      const between = child.getFullText().slice(0, child.getLeadingTriviaWidth());
      if (!/\S/.test(between)) out.push('break');
    }
    previous = child;
    if (ts.isJsxText(child)) {
      if (child.text.trim()) out.push('text');
    } else if (ts.isJsxExpression(child)) {
      const piece = child.expression && expressionPiece(child.expression);
      if (piece) out.push(piece);
    } else if (ts.isJsxElement(child) || ts.isJsxFragment(child)) {
      if (isInline(tagName(child))) out.push(...pieces(child.children));
      else out.push('break');
    } else if (ts.isJsxSelfClosingElement(child) && !isInline(tagName(child))) out.push('break');
  }
  return out;
}

/** Two catalogue texts, or a catalogue text and anything else a reader reads, in one run: glued. */
function glued(found: Piece[]): boolean {
  const runs: Piece[][] = [[]];
  for (const piece of found) {
    if (piece === 'break') runs.push([]);
    else runs.at(-1)?.push(piece);
  }
  return runs.some((run) => {
    const catalogue = run.filter((piece) => piece === 'catalogue').length;
    return catalogue >= 2 || (catalogue === 1 && run.length >= 2);
  });
}

/** A template string holding a catalogue text and any other text or value. */
function templateGlued(node: ts.TemplateExpression): boolean {
  const text = [node.head.text, ...node.templateSpans.map((span) => span.literal.text)].join('').trim();
  // One token with a value inside (`tab-${tab.id}`) builds a name, not a sentence.
  if (/^[\w-]+$/.test(text)) return false;
  const spans = node.templateSpans.map((span) => expressionPiece(span.expression) ?? 'value');
  return glued(text ? [...spans, 'text'] : spans);
}

export function scanGlue(file: string, source: string): Glued[] {
  const sf = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const out: Glued[] = [];
  const visit = (node: ts.Node) => {
    // A template that sets a catalogue text beside other words or values (`${t('a')} · Bookwish`).
    if (ts.isTemplateExpression(node) && templateGlued(node)) {
      const line = sf.getLineAndCharacterOfPosition(node.getStart(sf)).line + 1;
      out.push({ file, line, text: node.getText(sf).replace(/\s+/g, ' ') });
    }
    // An inline element is read as part of its parent's run (its parent reports it), a block on its own.
    if (
      (ts.isJsxElement(node) || ts.isJsxFragment(node)) &&
      (!isInline(tagName(node)) || !(ts.isJsxElement(node.parent) || ts.isJsxFragment(node.parent)))
    ) {
      if (glued(pieces(node.children))) {
        const line = sf.getLineAndCharacterOfPosition(node.getStart(sf)).line + 1;
        out.push({ file, line, text: node.getText(sf).replace(/\s+/g, ' ') });
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return out;
}

export function scanGlueFiles(root: string): Glued[] {
  return webSourceFiles(root)
    .filter((file) => file.endsWith('.tsx'))
    .flatMap((file) => scanGlue(relative(root, file), readFileSync(file, 'utf8')));
}
