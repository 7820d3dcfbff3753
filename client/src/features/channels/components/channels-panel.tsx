import { useState } from "react";
import { BedDouble } from "lucide-react";
import { useRooms } from "@/api/use-rooms";
import { EmptyState } from "@/components/empty-state";
import { Card, CardContent, CardDescription, CardHeader } from "@/components/ui/card";
import { Label } from "@/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { Skeleton } from "@/components/ui/skeleton";
import { ConflictsList } from "./conflicts-list";
import { RoomCalendars } from "./room-calendars";
import { SyncIntervalCard } from "./sync-interval-card";

/** Configurações > Canais (owner): conflicts first, then one room's calendars, then the sync period. */
export function ChannelsPanel() {
  const rooms = useRooms();
  const active = (rooms.data ?? []).filter((room) => room.isActive);
  const [chosen, setChosen] = useState<string | null>(null);
  const room = active.find((r) => r.id === chosen) ?? active[0];

  return (
    <div className="space-y-4">
      <Card id="conflitos">
        <CardHeader>
          <h2 className="text-lg font-semibold">Conflitos</h2>
          <CardDescription>
            Datas vendidas num canal que já estão ocupadas aqui. Nada é sobrescrito: decida cada caso.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <ConflictsList />
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <h2 className="text-lg font-semibold">Calendários dos quartos</h2>
          <CardDescription>
            Cada quarto troca um calendário iCal com o Airbnb e o Booking.com: o link deste sistema vai para eles, os
            links deles vêm para cá e viram bloqueios no mapa.
          </CardDescription>
        </CardHeader>
        <CardContent className="space-y-4">
          {rooms.isLoading ? (
            <Skeleton className="h-40 w-full" aria-label="Carregando quartos" />
          ) : !room ? (
            <EmptyState icon={BedDouble} title="Nenhum quarto cadastrado" description="Cadastre quartos primeiro." />
          ) : (
            <>
              <div className="space-y-1.5">
                <Label htmlFor="channels-room">Quarto</Label>
                <Select value={room.id} onValueChange={setChosen}>
                  <SelectTrigger id="channels-room" className="w-full sm:w-64">
                    <SelectValue />
                  </SelectTrigger>
                  <SelectContent>
                    {active.map((r) => (
                      <SelectItem key={r.id} value={r.id}>
                        Quarto {r.number}
                      </SelectItem>
                    ))}
                  </SelectContent>
                </Select>
              </div>
              <RoomCalendars key={room.id} roomId={room.id} roomNumber={room.number} />
            </>
          )}
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <h2 className="text-lg font-semibold">Sincronização</h2>
          <CardDescription>Os calendários importados são lidos sozinhos neste intervalo.</CardDescription>
        </CardHeader>
        <CardContent>
          <SyncIntervalCard />
        </CardContent>
      </Card>
    </div>
  );
}
