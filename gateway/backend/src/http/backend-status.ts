/** Where the first-start import stands: the data endpoints answer 503 until it is 'ready'. */
export interface BackendStatus {
  state: 'importing' | 'ready' | 'failed';
  detail?: string;
}
