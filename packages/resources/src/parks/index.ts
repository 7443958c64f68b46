import { areaResource } from './area.resource';
import { berthResource } from './berth.resource';
import { berthSectionResource } from './berth-section.resource';
import { boxResource } from './box.resource';
import { carModelResource } from './car-model.resource';
import { carTypeResource } from './car-type.resource';
import { garageAdResource } from './garage-ad.resource';
import { gateResource } from './gate.resource';
import { gateIoTimeResource } from './gate-io-time.resource';
import { parkResource } from './park.resource';
import { parkCommandResource } from './park-command.resource';
import { parkInfoExtendResource } from './park-info-extend.resource';
import { printTemplateResource } from './print-template.resource';
import { rdParameterResource } from './rd-parameter.resource';
import { rdaParkResource } from './rda-park.resource';
import { regionResource } from './region.resource';
import { villageResource } from './village.resource';

export {
  areaResource,
  berthResource,
  berthSectionResource,
  boxResource,
  carModelResource,
  carTypeResource,
  garageAdResource,
  gateIoTimeResource,
  gateResource,
  parkCommandResource,
  parkInfoExtendResource,
  parkResource,
  printTemplateResource,
  rdaParkResource,
  rdParameterResource,
  regionResource,
  villageResource,
};

/**
 * The parks module, parents before children: a structure row refers to rows declared above it (a gate
 * to its area and booth, a berth to its section).
 */
export const parkResources = [
  regionResource,
  villageResource,
  parkResource,
  areaResource,
  boxResource,
  gateResource,
  carTypeResource,
  carModelResource,
  gateIoTimeResource,
  berthSectionResource,
  berthResource,
  parkInfoExtendResource,
  rdaParkResource,
  rdParameterResource,
  printTemplateResource,
  garageAdResource,
  parkCommandResource,
];
