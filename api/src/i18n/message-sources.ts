/**
 * Finds, in the API's sources and the shared rules it imports, every French text that can become an
 * answer's `detail` (or a validation `errors[].message`), as a template: each `${…}` becomes `{}`.
 * Used by the catalogue's coverage test (`i18n.test.ts`), never at run time.
 *
 * Where a message starts: the argument of an error constructor (`badRequest(…)`, `new ApiError(s, …)`,
 * …, and any function that passes one of its parameters on to them, found by following calls), a
 * `{ detail: … }` written by a route, and the messages a zod schema carries (`message` / `error`
 * options, `.refine(check, '…')`). From there each expression is followed to its texts with the type
 * checker: constants, object properties (all of them for `OBJ[key]`), both sides of `a ? b : c` and
 * `a ?? b`, what a called function returns, and the callers of a function whose parameter is passed on.
 * What cannot be followed is reported with its place, so a new kind of message fails the test instead of
 * slipping through.
 */
import path from 'node:path';
import ts from 'typescript';

export interface MessageSource {
  /** The text with every interpolation as `{}`. */
  template: string;
  /** `file:line` of the literal. */
  at: string;
  /**
   * For each `{}`, the texts found for it (followed the same way), and whether it may also hold
   * something else (a name, a number): a catalogue key that translates that placeholder (`{@x}`)
   * needs the former translated and the latter absent.
   */
  parts: { texts: MessageSource[]; open: boolean }[];
}

export interface CollectedMessages {
  messages: MessageSource[];
  /** Expressions reaching a message sink that could not be followed to literals (`file:line  text`). */
  unresolved: string[];
}

/** Functions whose `detail` parameter (index) becomes an answer's `detail`. */
const ERROR_HELPERS: Record<string, number> = {
  badRequest: 0,
  unauthorized: 0,
  forbidden: 0,
  notFound: 0,
  conflict: 0,
  unprocessable: 0,
  tooManyRequests: 0,
};

const API_ROOT = path.resolve(import.meta.dirname, '../..');
const REPO_ROOT = path.resolve(API_ROOT, '..');
const ERRORS_FILE = path.join(API_ROOT, 'src', 'lib', 'errors.ts');

function isSourceFile(file: ts.SourceFile): boolean {
  const name = path.resolve(file.fileName);
  if (name.includes(`${path.sep}node_modules${path.sep}`) || file.isDeclarationFile) return false;
  if (
    /\.test\.tsx?$/.test(name) ||
    name.includes(`${path.sep}test${path.sep}`) ||
    name.includes(`${path.sep}testing${path.sep}`)
  )
    return false;
  // Not the test harness (`security/`), nor the translating edge itself (`i18n/`).
  if (name.startsWith(path.join(API_ROOT, 'src', 'security')) || name.startsWith(path.join(API_ROOT, 'src', 'i18n')))
    return false;
  return (
    name.startsWith(path.join(API_ROOT, 'src')) || name.startsWith(path.join(REPO_ROOT, 'shared-ui', 'src', 'rules'))
  );
}

/** `conflict` of `conflict(…)` / `errors.conflict(…)` / `new ApiError(…)`. */
function calleeName(call: ts.CallExpression | ts.NewExpression): string {
  const callee = call.expression;
  return ts.isIdentifier(callee) ? callee.text : ts.isPropertyAccessExpression(callee) ? callee.name.text : '';
}

/** Zod's schemas and checks that take a message (`params`), to look at before asking the type checker. */
const ZOD_METHODS = new Set(
  (
    'string number int bigint boolean date email url uuid guid datetime time iso enum literal nativeEnum object ' +
    'strictObject looseObject array tuple union record partialRecord min max length gt gte lt lte positive negative ' +
    'nonnegative nonpositive multipleOf step regex includes startsWith endsWith lowercase uppercase nonempty refine ' +
    'check custom base64 base64url hex ipv4 ipv6 cidrv4 cidrv6 jwt e164 emoji nanoid cuid cuid2 ulid xid ksuid'
  ).split(' '),
);

function where(node: ts.Node): string {
  const file = node.getSourceFile();
  const { line } = file.getLineAndCharacterOfPosition(node.getStart());
  return `${path.relative(REPO_ROOT, file.fileName)}:${line + 1}`;
}

interface Sink {
  texts: Map<string, MessageSource>;
  /** Something that is not a text literal may land here. */
  open: boolean;
  /** Top level: what cannot be followed is reported; in a part it only makes the part open. */
  strict: boolean;
  seen: Set<ts.Node>;
  /** 0: a message; 1: a text inside a message; 2: inside that. */
  depth: number;
}

const newSink = (strict: boolean, depth = 0): Sink => ({
  texts: new Map(),
  open: false,
  strict,
  seen: new Set(),
  depth,
});

export function collectMessages(): CollectedMessages {
  const configPath = path.join(API_ROOT, 'tsconfig.json');
  const config = ts.getParsedCommandLineOfConfigFile(
    configPath,
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (d) => {
        throw new Error(ts.flattenDiagnosticMessageText(d.messageText, '\n'));
      },
    },
  )!;
  // The sources only: the tests would double the files to type.
  const rootNames = config.fileNames.filter(
    (name) => !/\.test\.ts$/.test(name) && !name.includes(`${path.sep}test${path.sep}`),
  );
  const program = ts.createProgram({ rootNames, options: { ...config.options, noEmit: true } });
  const checker = program.getTypeChecker();
  const files = program.getSourceFiles().filter(isSourceFile);

  const top = newSink(true);
  const unresolved = new Set<string>();
  const cannotFollow = (sink: Sink, node: ts.Node, why = '') => {
    if (sink.strict) unresolved.add(`${where(node)}  ${node.getText().replace(/\s+/g, ' ').slice(0, 90)}${why}`);
    else sink.open = true;
  };

  // Every call by the name it calls (`conflict`, `range`…), and every property written in an object
  // literal by name: read without the type checker, which only confirms the few candidates (typing
  // every call of the API would be a whole \`tsc\` run).
  const callsNamed = new Map<string, (ts.CallExpression | ts.NewExpression)[]>();
  const propertiesNamed = new Map<string, ts.Expression[]>();
  const index = (node: ts.Node) => {
    if (ts.isCallExpression(node) || ts.isNewExpression(node)) {
      const name = calleeName(node);
      if (name) callsNamed.set(name, [...(callsNamed.get(name) ?? []), node]);
    }
    if (ts.isPropertyAssignment(node) && ts.isIdentifier(node.name) && ts.isObjectLiteralExpression(node.parent)) {
      const list = propertiesNamed.get(node.name.text) ?? [];
      list.push(node.initializer);
      propertiesNamed.set(node.name.text, list);
    }
    ts.forEachChild(node, index);
  };
  for (const file of files) index(file);

  const signatureOf = (call: ts.CallLikeExpression) => checker.getResolvedSignature(call)?.declaration;

  /** The calls of a function (by its name, then confirmed). */
  const callsOf = (fn: ts.SignatureDeclaration): (ts.CallExpression | ts.NewExpression)[] => {
    const named =
      fn.name ??
      (ts.isVariableDeclaration(fn.parent) || ts.isPropertyAssignment(fn.parent) ? fn.parent.name : undefined);
    if (!named || !(ts.isIdentifier(named) || ts.isStringLiteral(named))) return [];
    return (callsNamed.get(named.text) ?? []).filter((call) => signatureOf(call) === fn);
  };

  const declarationOf = (node: ts.Node): ts.Declaration | undefined => {
    let symbol = checker.getSymbolAtLocation(node);
    if (symbol && symbol.flags & ts.SymbolFlags.Alias) symbol = checker.getAliasedSymbol(symbol);
    return symbol?.valueDeclaration ?? symbol?.declarations?.[0];
  };

  const isText = (node: ts.Node): boolean => {
    const type = checker.getTypeAtLocation(node);
    const parts = type.isUnion() ? type.types : [type];
    return parts.some((part) => part.flags & ts.TypeFlags.StringLike);
  };

  /**
   * A template literal, with what each of its `${…}` may hold: followed for the message and for the
   * texts inside it (a subject inside a validation message), not deeper.
   */
  const templates = new Map<string, MessageSource>();
  const templateSource = (node: ts.TemplateExpression, depth: number): MessageSource => {
    const key = `${node.pos}:${node.getSourceFile().fileName}:${Math.min(depth, 2)}`;
    const known = templates.get(key);
    if (known) return known;
    const source: MessageSource = {
      template: node.head.text + node.templateSpans.map((span) => `{}${span.literal.text}`).join(''),
      at: where(node),
      parts: [],
    };
    templates.set(key, source);
    for (const span of node.templateSpans) {
      if (depth >= 2) {
        source.parts.push({ texts: [], open: true });
        continue;
      }
      const part = newSink(false, depth + 1);
      resolve(span.expression, part);
      source.parts.push({ texts: [...part.texts.values()], open: part.open });
    }
    return source;
  };

  const add = (sink: Sink, source: MessageSource) => {
    if (!sink.texts.has(source.template)) sink.texts.set(source.template, source);
  };

  const returnsOf = (fn: ts.SignatureDeclaration, sink: Sink) => {
    const body = (fn as ts.FunctionLikeDeclarationBase).body;
    if (!body) return cannotFollow(sink, fn, ' (no body)');
    if (!ts.isBlock(body)) return resolve(body, sink);
    const visit = (node: ts.Node) => {
      if (ts.isReturnStatement(node) && node.expression) resolve(node.expression, sink);
      if (!ts.isFunctionLike(node)) ts.forEachChild(node, visit);
    };
    ts.forEachChild(body, visit);
  };

  /** Follows `node` to the texts it may hold. */
  function resolve(node: ts.Node, sink: Sink): void {
    if (sink.seen.has(node)) return;
    sink.seen.add(node);
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node))
      return add(sink, { template: node.text, at: where(node), parts: [] });
    if (ts.isTemplateExpression(node)) return add(sink, templateSource(node, sink.depth));
    if (
      ts.isParenthesizedExpression(node) ||
      ts.isAsExpression(node) ||
      ts.isNonNullExpression(node) ||
      ts.isSatisfiesExpression(node)
    )
      return resolve(node.expression, sink);
    if (ts.isConditionalExpression(node)) {
      resolve(node.whenTrue, sink);
      resolve(node.whenFalse, sink);
      return;
    }
    if (ts.isBinaryExpression(node)) {
      const op = node.operatorToken.kind;
      if (op === ts.SyntaxKind.QuestionQuestionToken || op === ts.SyntaxKind.BarBarToken) {
        resolve(node.left, sink);
        resolve(node.right, sink);
        return;
      }
      return cannotFollow(sink, node, ' (an expression, not a message)');
    }
    if (ts.isObjectLiteralExpression(node)) {
      for (const property of node.properties) {
        if (ts.isPropertyAssignment(property)) resolve(property.initializer, sink);
        else if (ts.isShorthandPropertyAssignment(property)) resolve(property.name, sink);
        else if (ts.isMethodDeclaration(property)) returnsOf(property, sink);
        else if (ts.isSpreadAssignment(property)) resolve(property.expression, sink);
      }
      return;
    }
    if (ts.isArrayLiteralExpression(node)) {
      for (const element of node.elements) resolve(element, sink);
      return;
    }
    if (ts.isArrowFunction(node) || ts.isFunctionExpression(node) || ts.isFunctionDeclaration(node))
      return returnsOf(node, sink);
    if (ts.isCallExpression(node)) {
      const declaration = checker.getResolvedSignature(node)?.declaration;
      if (declaration && !ts.isJSDocSignature(declaration) && isSourceFile(declaration.getSourceFile()))
        return returnsOf(declaration, sink);
      return cannotFollow(sink, node);
    }
    if (ts.isElementAccessExpression(node)) {
      const argument = node.argumentExpression;
      if (ts.isStringLiteral(argument) || ts.isNumericLiteral(argument)) {
        const declaration = declarationOf(node);
        if (declaration) return resolveDeclaration(declaration, node, sink);
      }
      // `OBJ[key]`: any value of OBJ.
      return resolve(node.expression, sink);
    }
    if (ts.isIdentifier(node) || ts.isPropertyAccessExpression(node)) {
      if (ts.isIdentifier(node) && node.text === 'undefined') return;
      const declaration = declarationOf(node);
      if (!declaration) return cannotFollow(sink, node);
      return resolveDeclaration(declaration, node, sink);
    }
    if (node.kind === ts.SyntaxKind.NullKeyword) return;
    cannotFollow(sink, node, ` (${ts.SyntaxKind[node.kind]})`);
  }

  function resolveDeclaration(declaration: ts.Declaration, from: ts.Node, sink: Sink): void {
    const file = path.resolve(declaration.getSourceFile().fileName);
    // The relays: ApiError keeps the message its constructor got (collected there); zod's issue
    // messages are the error map's (`lib/validation.ts`, tested apart) or a schema's (collected).
    if (file.includes(`${path.sep}zod${path.sep}`)) return;
    if (file === ERRORS_FILE && ts.isPropertyDeclaration(declaration)) return;
    if (!isSourceFile(declaration.getSourceFile())) return cannotFollow(sink, from, ' (declared outside the sources)');
    if (ts.isVariableDeclaration(declaration)) {
      if (declaration.initializer) return resolve(declaration.initializer, sink);
      return cannotFollow(sink, from, ' (no initializer)');
    }
    if (ts.isPropertyAssignment(declaration)) return resolve(declaration.initializer, sink);
    if (ts.isShorthandPropertyAssignment(declaration)) {
      const value = checker.getShorthandAssignmentValueSymbol(declaration)?.valueDeclaration;
      if (value) return resolveDeclaration(value, from, sink);
    }
    if (ts.isMethodDeclaration(declaration) || ts.isFunctionDeclaration(declaration))
      return returnsOf(declaration, sink);
    if (ts.isParameter(declaration)) return resolveParameter(declaration, from, sink);
    if (ts.isPropertySignature(declaration) && ts.isIdentifier(declaration.name)) {
      // A property of an interface: what every object literal gives a property of that name.
      const given = (propertiesNamed.get(declaration.name.text) ?? []).filter(isText);
      if (given.length === 0) return cannotFollow(sink, from, ' (a property nobody gives)');
      for (const value of given) resolve(value, sink);
      return;
    }
    cannotFollow(sink, from, ` (${ts.SyntaxKind[declaration.kind]})`);
  }

  /** A parameter passed on: what every caller gives it (its default too). */
  function resolveParameter(parameter: ts.ParameterDeclaration, from: ts.Node, sink: Sink): void {
    if (parameter.initializer) resolve(parameter.initializer, sink);
    const fn = parameter.parent;
    const position = fn.parameters.indexOf(parameter);
    const calls = callsOf(fn);
    if (calls.length === 0 && !parameter.initializer) return cannotFollow(sink, from, ' (a parameter nobody passes)');
    for (const call of calls) {
      const argument = call.arguments?.[position];
      if (argument) resolve(argument, sink);
    }
  }

  /** The message argument of a call that becomes an answer's `detail`, if it is one. */
  const sinkArgument = (call: ts.CallExpression | ts.NewExpression): ts.Expression | undefined => {
    const name = calleeName(call);
    const declared = () => path.resolve(signatureOf(call)?.getSourceFile().fileName ?? '');
    if (ts.isNewExpression(call))
      return name === 'ApiError' && declared() === ERRORS_FILE ? call.arguments?.[1] : undefined;
    if (name in ERROR_HELPERS && declared() === ERRORS_FILE) return call.arguments[ERROR_HELPERS[name]!];
    return undefined;
  };

  /**
   * The texts a call gives zod as messages: an argument zod names `params` (`.min(8, '…')`,
   * `.refine(check, '…')`, `z.string('…')`), or the `error` / `message` of an object given there
   * (`{ error: '…' }`, `ctx.addIssue({ message })`).
   */
  const zodMessages = (call: ts.CallExpression): ts.Expression[] => {
    if (!ZOD_METHODS.has(calleeName(call)) && !call.arguments.some((a) => optionObjects(a).length > 0)) return [];
    const declaration = signatureOf(call);
    if (!declaration || !declaration.getSourceFile().fileName.includes(`${path.sep}zod${path.sep}`)) return [];
    const found: ts.Expression[] = [];
    for (const [i, argument] of call.arguments.entries()) {
      const parameter = declaration.parameters[Math.min(i, declaration.parameters.length - 1)];
      const name = parameter && ts.isIdentifier(parameter.name) ? parameter.name.text : '';
      if ((name === 'params' || name === 'message') && !ts.isObjectLiteralExpression(argument) && isText(argument))
        found.push(argument);
      for (const object of optionObjects(argument)) {
        for (const property of object.properties) {
          if (!(ts.isPropertyAssignment(property) || ts.isShorthandPropertyAssignment(property))) continue;
          if (!ts.isIdentifier(property.name) || !['error', 'message'].includes(property.name.text)) continue;
          const value = ts.isPropertyAssignment(property) ? property.initializer : property.name;
          if (isText(value)) found.push(value);
        }
      }
    }
    return found;
  };

  /**
   * The object literals an argument may be: `{ error }` written in place, a constant shared by
   * several checks (`const rating = { error: … }`), either side of `a ? { error } : undefined`.
   */
  const optionObjects = (node: ts.Node): ts.ObjectLiteralExpression[] => {
    if (ts.isObjectLiteralExpression(node)) return [node];
    if (ts.isParenthesizedExpression(node)) return optionObjects(node.expression);
    if (ts.isConditionalExpression(node)) return [...optionObjects(node.whenTrue), ...optionObjects(node.whenFalse)];
    if (ts.isIdentifier(node)) {
      const declaration = declarationOf(node);
      if (declaration && ts.isVariableDeclaration(declaration) && declaration.initializer)
        return optionObjects(declaration.initializer);
    }
    return [];
  };

  for (const file of files) {
    // Inside errors.ts the helpers pass their own parameter on: their callers are the sinks.
    if (path.resolve(file.fileName) === ERRORS_FILE) continue;
    const visit = (node: ts.Node) => {
      if (ts.isCallExpression(node) || ts.isNewExpression(node)) {
        const argument = sinkArgument(node);
        if (argument) resolve(argument, top);
      }
      if (ts.isCallExpression(node)) for (const message of zodMessages(node)) resolve(message, top);
      // `{ detail: … }` written by a route (the one place where the API builds its error body).
      if (
        (ts.isPropertyAssignment(node) || ts.isShorthandPropertyAssignment(node)) &&
        node.name.getText() === 'detail'
      ) {
        const value = ts.isPropertyAssignment(node) ? node.initializer : node.name;
        if (ts.isObjectLiteralExpression(node.parent) && isText(value)) resolve(value, top);
      }
      ts.forEachChild(node, visit);
    };
    visit(file);
  }
  return { messages: [...top.texts.values()], unresolved: [...unresolved] };
}
