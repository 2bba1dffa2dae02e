import { endpoint } from './endpoint';

void endpoint;
