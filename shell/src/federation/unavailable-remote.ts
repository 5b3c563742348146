const UNAVAILABLE = Symbol.for('x4i.unavailable-remote');

export interface UnavailableRemoteModule {
  [UNAVAILABLE]: true;
  id: string;
  error: unknown;
}

export function unavailableRemoteModule(id: string, error: unknown): UnavailableRemoteModule {
  return { [UNAVAILABLE]: true, id, error };
}

export function isUnavailableRemoteModule(value: unknown): value is UnavailableRemoteModule {
  return !!value && typeof value === 'object' && UNAVAILABLE in value;
}
