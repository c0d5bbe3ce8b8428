// What a GET form sends, read from its fields when it is sent: a submit that comes as the app takes over
// the server's page, before the app's state holds what was typed or chosen there, still sends what the
// visitor sees.
export function formParams(form: HTMLFormElement): URLSearchParams {
  const params = new URLSearchParams();
  for (const [name, value] of new FormData(form)) if (typeof value === 'string') params.append(name, value);
  return params;
}
