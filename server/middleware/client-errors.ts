// The errors the client's own input raises in the libraries under the routes (body-parser, zlib, the router): their
// status stands, their message becomes ours, in Portuguese. The error handler (error-handler.ts) asks here first.

/** body-parser's errors (they carry `type`), in Portuguese, with the status it gives them. */
const BODY_ERRORS: Record<string, string> = {
  "entity.parse.failed": "JSON inválido",
  "entity.too.large": "Conteúdo muito grande",
  "charset.unsupported": "Codificação de caracteres não suportada. Envie os dados em UTF-8",
  "encoding.unsupported":
    "Compressão não suportada (Content-Encoding). Use gzip, deflate ou br, ou envie sem compressão",
  "request.aborted": "O envio dos dados foi interrompido",
  "request.size.invalid": "O tamanho dos dados não confere com o Content-Length",
  "parameters.too.many": "Campos demais no formulário",
};

/** For any other client error: never its own message, which is English (http-errors, zlib, the router). */
const STATUS_MESSAGES: Record<number, string> = {
  400: "Requisição inválida",
  401: "Unauthorized",
  403: "Acesso negado",
  404: "Rota não encontrada",
  405: "Método não permitido",
  408: "Tempo de envio esgotado",
  411: "Informe o tamanho dos dados (Content-Length)",
  413: "Conteúdo muito grande",
  414: "Endereço muito longo",
  415: "Tipo de conteúdo não suportado. Envie os dados em JSON (application/json)",
  431: "Cabeçalhos muito grandes",
};

/**
 * An error some library raised for the client's input: a 4xx `status`/`statusCode` that http-errors marked
 * `expose` (body-parser's among them), or the router's URIError for a malformed escape in the path. Its status
 * stands, its message is ours. A 4xx an upstream service answered us (a storage bucket's 403) has no `expose`: it
 * stays a logged 500.
 */
export function clientErrorOf(error: unknown): { status: number; message: string } | undefined {
  if (typeof error !== "object" || error === null) return undefined;
  const { status, statusCode, expose, type, code } = error as {
    status?: unknown;
    statusCode?: unknown;
    expose?: unknown;
    type?: unknown;
    code?: unknown;
  };
  const given = typeof status === "number" ? status : statusCode;
  if (typeof given !== "number" || !Number.isInteger(given) || given < 400 || given > 499) return undefined;
  if (expose !== true && !(error instanceof URIError)) return undefined;
  const message =
    (typeof type === "string" ? BODY_ERRORS[type] : undefined) ??
    // zlib (Z_DATA_ERROR ...) and brotli (ERR__ERROR_FORMAT_...) on a body that is not what its Content-Encoding says
    (typeof code === "string" && /^(Z_|ERR_)/.test(code)
      ? "Dados compactados inválidos (Content-Encoding)"
      : undefined) ??
    (error instanceof URIError ? "Endereço da requisição inválido" : undefined) ??
    STATUS_MESSAGES[given] ??
    "Requisição inválida";
  return { status: given, message };
}
