// The FNRH's code values (shared/fnrh.ts) as the desk reads them, in Portuguese.
import type { FnrhState } from "@shared/fnrh";

export const FNRH_STATE_LABELS: Record<FnrhState, string> = {
  nao_enviado: "Não enviado",
  pendente: "Enviando",
  enviado: "Enviado",
  precheckin_realizado: "Pré-check-in realizado",
  checkin_enviado: "Check-in enviado",
  checkout_enviado: "Check-out enviado",
  erro: "Erro",
};

export const TRAVEL_REASON_OPTIONS = [
  { value: "LAZER_FERIAS", label: "Lazer / férias" },
  { value: "NEGOCIOS", label: "Negócios" },
  { value: "CONGRESSO_FEIRA", label: "Congresso / feira" },
  { value: "PARENTES_AMIGOS", label: "Visita a parentes ou amigos" },
  { value: "ESTUDOS_CURSOS", label: "Estudos / cursos" },
  { value: "SAUDE", label: "Saúde" },
  { value: "RELIGIAO", label: "Religião" },
  { value: "COMPRAS", label: "Compras" },
];

export const TRANSPORT_OPTIONS = [
  { value: "AUTOMOVEL", label: "Automóvel" },
  { value: "AVIAO", label: "Avião" },
  { value: "ONIBUS", label: "Ônibus" },
  { value: "MOTO", label: "Moto" },
  { value: "NAVIO_BARCO", label: "Navio / barco" },
  { value: "TREM", label: "Trem" },
  { value: "BICICLETA", label: "Bicicleta" },
  { value: "PE", label: "A pé" },
];

export const RACE_OPTIONS = [
  { value: "AMARELA", label: "Amarela" },
  { value: "BRANCA", label: "Branca" },
  { value: "INDIGENA", label: "Indígena" },
  { value: "PARDA", label: "Parda" },
  { value: "PRETA", label: "Preta" },
  { value: "NAOINFORMAR", label: "Prefere não informar" },
];

export const DISABILITY_OPTIONS = [
  { value: "NAO", label: "Não" },
  { value: "SIM", label: "Sim" },
  { value: "NAOINFORMAR", label: "Prefere não informar" },
];

export const DISABILITY_TYPE_OPTIONS = [
  { value: "FISICA", label: "Física" },
  { value: "AUDITIVA", label: "Auditiva" },
  { value: "VISUAL", label: "Visual" },
  { value: "INTELECTUAL", label: "Intelectual" },
  { value: "MULTIPLA", label: "Múltipla" },
  { value: "OUTRA", label: "Outra" },
];
