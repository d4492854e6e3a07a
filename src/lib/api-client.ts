import type { AxiosRequestConfig, AxiosResponse } from 'axios';

// axios and the session's refresh are about 15 KB compressed that a page drawn from its HTML (the
// landing, a shared plan) never needs: they load with the first request.
const http = () => import('./http-client');

/** The one HTTP client of the app; every call to the API goes through it. */
export const apiClient = {
  get: async <T>(url: string, config?: AxiosRequestConfig): Promise<AxiosResponse<T>> =>
    (await http()).httpClient.get<T>(url, config),
  delete: async <T>(url: string, config?: AxiosRequestConfig): Promise<AxiosResponse<T>> =>
    (await http()).httpClient.delete<T>(url, config),
  post: async <T>(url: string, data?: unknown, config?: AxiosRequestConfig): Promise<AxiosResponse<T>> =>
    (await http()).httpClient.post<T>(url, data, config),
  patch: async <T>(url: string, data?: unknown, config?: AxiosRequestConfig): Promise<AxiosResponse<T>> =>
    (await http()).httpClient.patch<T>(url, data, config),
};

/** A fresh access token for callers outside axios (the progress stream); false when the session is over. */
export const renewAccessToken = async () => (await http()).renewAccessToken();
