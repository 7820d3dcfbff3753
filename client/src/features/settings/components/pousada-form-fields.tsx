import type { Control } from "react-hook-form";
import { formatPhone } from "@shared/identity";
import { BRAZILIAN_STATES, type Pousada } from "@shared/validators/settings";
import { FormControl, FormDescription, FormField, FormItem, FormLabel, FormMessage } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { maskCpfOrCnpj } from "@/lib/document-mask";
import type { PousadaFormValues } from "../lib/pousada-form-values";

const text = (value: unknown) => (value === null || value === undefined ? "" : String(value));

/** Nome fantasia, razão social, CNPJ/CPF, endereço, cidade, UF, telefone and e-mail of the pousada. */
export function PousadaFormFields({ control }: { control: Control<PousadaFormValues, unknown, Pousada> }) {
  return (
    <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 [&>*]:content-start">
      <FormField
        control={control}
        name="nomeFantasia"
        render={({ field }) => (
          <FormItem>
            <FormLabel>Nome fantasia</FormLabel>
            <FormControl>
              <Input placeholder="Ex.: Pousada Sol e Mar" maxLength={100} autoComplete="organization" {...field} />
            </FormControl>
            <FormDescription>
              Vai no cabeçalho dos recibos e no PIX (até 25 letras aparecem no app do banco).
            </FormDescription>
            <FormMessage />
          </FormItem>
        )}
      />
      <FormField
        control={control}
        name="razaoSocial"
        render={({ field: { value, ...field } }) => (
          <FormItem>
            <FormLabel>Razão social</FormLabel>
            <FormControl>
              <Input placeholder="Ex.: Sol e Mar Hospedagem Ltda." maxLength={150} value={text(value)} {...field} />
            </FormControl>
            <FormMessage />
          </FormItem>
        )}
      />
      <FormField
        control={control}
        name="documento"
        render={({ field: { value, onChange, ...field } }) => (
          <FormItem>
            <FormLabel>CNPJ ou CPF</FormLabel>
            <FormControl>
              <Input
                inputMode="numeric"
                placeholder="00.000.000/0000-00"
                autoComplete="off"
                maxLength={18}
                value={text(value)}
                onChange={(event) => onChange(maskCpfOrCnpj(event.target.value))}
                {...field}
              />
            </FormControl>
            <FormMessage />
          </FormItem>
        )}
      />
      <FormField
        control={control}
        name="telefone"
        render={({ field: { value, onChange, ...field } }) => (
          <FormItem>
            <FormLabel>Telefone</FormLabel>
            <FormControl>
              <Input
                type="tel"
                inputMode="tel"
                placeholder="(11) 99999-9999"
                autoComplete="tel"
                maxLength={15}
                value={text(value)}
                onChange={(event) => onChange(formatPhone(event.target.value))}
                {...field}
              />
            </FormControl>
            <FormMessage />
          </FormItem>
        )}
      />
      <FormField
        control={control}
        name="endereco"
        render={({ field: { value, ...field } }) => (
          <FormItem className="sm:col-span-2">
            <FormLabel>Endereço</FormLabel>
            <FormControl>
              <Input
                placeholder="Rua, número, bairro, CEP"
                maxLength={300}
                autoComplete="street-address"
                value={text(value)}
                {...field}
              />
            </FormControl>
            <FormMessage />
          </FormItem>
        )}
      />
      <FormField
        control={control}
        name="cidade"
        render={({ field }) => (
          <FormItem>
            <FormLabel>Cidade</FormLabel>
            <FormControl>
              <Input placeholder="Ex.: Paraty" maxLength={60} autoComplete="address-level2" {...field} />
            </FormControl>
            <FormMessage />
          </FormItem>
        )}
      />
      <FormField
        control={control}
        name="uf"
        render={({ field }) => (
          <FormItem>
            <FormLabel>UF</FormLabel>
            <Select value={text(field.value)} onValueChange={field.onChange}>
              <FormControl>
                <SelectTrigger ref={field.ref} className="w-full" onBlur={field.onBlur}>
                  <SelectValue placeholder="Selecione o estado" />
                </SelectTrigger>
              </FormControl>
              <SelectContent>
                {BRAZILIAN_STATES.map((uf) => (
                  <SelectItem key={uf} value={uf}>
                    {uf}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
            <FormMessage />
          </FormItem>
        )}
      />
      <FormField
        control={control}
        name="email"
        render={({ field: { value, ...field } }) => (
          <FormItem className="sm:col-span-2">
            <FormLabel>E-mail</FormLabel>
            <FormControl>
              <Input
                type="email"
                inputMode="email"
                placeholder="contato@pousada.com.br"
                autoComplete="email"
                maxLength={254}
                value={text(value)}
                {...field}
              />
            </FormControl>
            <FormMessage />
          </FormItem>
        )}
      />
    </div>
  );
}
