import ts from 'typescript';

/** A text written into a component instead of taken from the catalogue (src/shared/texts). */
export interface LiteralText {
  line: number;
  text: string;
}

/** Attributes and props whose value people read or hear. */
const TEXT_ATTRIBUTES = new Set([
  'alt',
  'aria-description',
  'aria-label',
  'aria-placeholder',
  'aria-roledescription',
  'aria-valuetext',
  'placeholder',
  'title',
  // The app's own components' text props.
  'emptyText',
  'heading',
  'hint',
  'intro',
  'label',
  'legend',
  'submitText',
  'suffix',
  'text',
]);

/** Calls whose arguments are shown: toasts, confirmations, a page's title. */
const TEXT_CALLS = new Set([
  'error',
  'success',
  'confirm',
  'alert',
  'useErrorToast',
  'usePageHead',
]);

/** Text is anything with a letter in it; digits, punctuation and symbols ("·", "5+", "₹") are not. */
const isText = (value: string) => /\p{L}/u.test(value);

/**
 * The string pieces an expression may evaluate to: literals and template text, through
 * conditionals, `&&`/`||`/`??`/`+`, parentheses and the arguments of calls (a text passed to a
 * formatter is still a text). Functions are left out: what they render is found on its own.
 */
function textsOf(node: ts.Node, found: ts.Node[]): void {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) {
    found.push(node);
  } else if (ts.isTemplateExpression(node)) {
    found.push(node.head, ...node.templateSpans.map((span) => span.literal));
    node.templateSpans.forEach((span) => textsOf(span.expression, found));
  } else if (ts.isConditionalExpression(node)) {
    textsOf(node.whenTrue, found);
    textsOf(node.whenFalse, found);
  } else if (ts.isBinaryExpression(node)) {
    // Of `a && b` only b can be shown; a comparison shows neither side.
    const operator = node.operatorToken.kind;
    const { AmpersandAmpersandToken, BarBarToken, QuestionQuestionToken, PlusToken } =
      ts.SyntaxKind;
    if ([BarBarToken, QuestionQuestionToken, PlusToken].includes(operator))
      textsOf(node.left, found);
    if (
      [AmpersandAmpersandToken, BarBarToken, QuestionQuestionToken, PlusToken].includes(operator)
    ) {
      textsOf(node.right, found);
    }
  } else if (
    ts.isParenthesizedExpression(node) ||
    ts.isAsExpression(node) ||
    ts.isSatisfiesExpression(node) ||
    ts.isJsxExpression(node)
  ) {
    if (node.expression) textsOf(node.expression, found);
  } else if (ts.isCallExpression(node)) {
    node.arguments.forEach((argument) => textsOf(argument, found));
  } else if (ts.isArrayLiteralExpression(node)) {
    node.elements.forEach((element) => textsOf(element, found));
  }
}

const nameOf = (name: ts.Node): string =>
  ts.isIdentifier(name) || ts.isStringLiteral(name) || ts.isJsxNamespacedName(name)
    ? name.getText()
    : '';

/** Every text written into `source` (a .tsx or .ts file of the client) where the UI shows it. */
export function literalTexts(fileName: string, source: string): LiteralText[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true);
  const candidates: ts.Node[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node)) {
      candidates.push(node);
    } else if (ts.isJsxAttribute(node) && node.initializer) {
      if (TEXT_ATTRIBUTES.has(nameOf(node.name))) textsOf(node.initializer, candidates);
    } else if (ts.isJsxExpression(node) && node.expression && !ts.isJsxAttribute(node.parent)) {
      // A child of an element: {cond ? 'Show list' : 'Show map'}.
      textsOf(node.expression, candidates);
    } else if (ts.isPropertyAssignment(node) && TEXT_ATTRIBUTES.has(nameOf(node.name))) {
      // Props gathered before they reach an element: { label: 'Explore', … }.
      textsOf(node.initializer, candidates);
    } else if (ts.isCallExpression(node)) {
      const callee = ts.isPropertyAccessExpression(node.expression)
        ? node.expression.name.text
        : node.expression.getText();
      if (TEXT_CALLS.has(callee)) node.arguments.forEach((arg) => textsOf(arg, candidates));
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return candidates
    .map((node) => ({
      line: file.getLineAndCharacterOfPosition(node.getStart(file)).line + 1,
      text: ts.isJsxText(node) ? node.text.trim() : (node as ts.LiteralLikeNode).text,
    }))
    .filter((literal) => isText(literal.text));
}
