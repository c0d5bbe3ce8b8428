// Types of serve-command.mjs, for the TypeScript runners.
export declare const packageScripts: Record<string, string>;
export declare function serveCommand(serverDir?: string): { env: Record<string, string>; execArgv: string[]; main: string };
