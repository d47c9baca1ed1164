// Electron IPC channel names, in a module of their own: the sandboxed preload imports them and may
// bundle nothing else (no zod), because a sandboxed preload can require only 'electron'.
export const IPC_INVOKE = 'banxanh:invoke'
export const IPC_EVENT = 'banxanh:event'
