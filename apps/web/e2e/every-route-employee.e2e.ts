import { everyRouteAs } from './support/every-route';

everyRouteAs('employee');
