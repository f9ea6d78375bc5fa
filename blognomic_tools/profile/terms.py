"""The dynasty's words: the player and emperor terms and their plural, the artefacts a synonym replacement
leaves, and which rules are in force (status tags, flavour text)."""
from __future__ import annotations


from ..models import normalise_title
from ..reading.citations import Field
from ..reading.text import found
from .atoms import EMPEROR_TERM, PLAYER_TERM
from .base import Base


class TermsReading(Base):
    def rule_status(self) -> dict[str, Field]:
        out: dict[str, Field] = {}
        m_tag, u_tag = self.r.find(self.s("status.tag_rule"))
        m_rare, u_rare = self.r.find(self.s("status.rare_default"))
        for rule in self.r.rules:
            tags = [t.casefold() for t in rule.tags]
            if u_tag is not None and ("active" in tags or "inactive" in tags):
                active = "active" in tags
                out[rule.title] = found(active, u_tag)
            elif u_rare is not None and "rare" in tags:
                out[rule.title] = found(False, u_rare, note="[Rare] without a status tag: default status Inactive")
            if rule.title in out and not out[rule.title].value:
                self.r.set_out_of_force(rule)
        # "The Core Rule Dormancy is flavour text." (a Building Block neutralising a core rule)
        for m, unit in self.r.find_all(self.s("status.flavour_text")):
            target = m.group(1).strip()
            for rule in self.r.rules:
                if normalise_title(rule.title) == normalise_title(target) and rule is not unit.rule:
                    self.r.set_out_of_force(rule)
                    out[rule.title] = found(False, unit, note="made flavour text by another rule")
        return out

    # -- terms -----------------------------------------------------------------------------------

    def terms(self) -> tuple[Field, Field, Field]:
        player = plural = emperor = None
        m, u = self.r.find(self.s("terms.player_glossary_item"))
        if not m:
            m, u = self.r.find(self.s("terms.player_glossary"))
        if m:
            player = found(m.group("p"), u)
        m2, u2 = self.r.find(self.s("terms.emperor_glossary_item"))
        if not m2:
            m2, u2 = self.r.find(self.s("terms.emperor_glossary"))
        if m2:
            emperor = found(m2.group("e"), u2)
        m3, u3 = self.r.find(self.s("terms.headed_by_known_as"))
        if m3:
            player = player or found(m3.group("p"), u3)
            emperor = emperor or found(m3.group("e"), u3)
        for phrasing in PLAYER_TERM if player is None else []:
            m, u = self.r.find(self.p(phrasing))
            if m:
                player = found(m.group("p"), u)
                break
        for phrasing in EMPEROR_TERM if emperor is None else []:
            m, u = self.r.find(self.p(phrasing))
            if m:
                emperor = found(m.group("e"), u)
                break
        m4, u4 = self.r.find(self.s("terms.plural_form"))
        if m4:
            plural = found(m4.group("pp"), u4)
        else:
            m5, u5 = self.r.find(self.s("terms.all_obey"))
            if m5:
                plural = found(m5.group("pp"), u5)
        if player is None:
            player = self.missing("player_term", self.s("terms.player_hint"), "the player term")
        if emperor is None:
            emperor = self.missing("emperor_term", self.s("terms.emperor_hint"), "the emperor term")
        if plural is None:
            if player.value:
                plural = Field(value=player.value + "s", citation=player.citation, note="plural not stated; formed with -s")
            else:
                plural = self.missing("player_term_plural", self.s("terms.plural_hint"), "the plural player term")
        return player, plural, emperor

    def artefacts(self) -> list[dict]:
        """Synonym-replacement artefacts: the term glued inside another word ("MVassala"), "an Vassal"."""
        out: list[dict] = []
        term = self.player
        if not term:
            return out
        fine_suffixes = ("", "s", "es", "'s", "’s", "ship", "hood")
        wrong_article = ("an " if term[0].lower() not in "aeiou" else "a ")
        seen: set[str] = set()
        for rule in self.r.rules:
            text = rule.text
            i = text.find(term)
            while i != -1:
                a = i
                while a > 0 and (text[a - 1].isalnum() or text[a - 1] == "_"):
                    a -= 1
                b = i + len(term)
                while b < len(text) and (text[b].isalnum() or text[b] == "_"):
                    b += 1
                word = text[a:b]
                if a < i or word[len(term):] not in fine_suffixes:
                    if word not in seen:
                        seen.add(word)
                        out.append({"kind": "term inside a word", "text": word, "rule": rule.title})
                elif a >= len(wrong_article) and text[a - len(wrong_article):a].lower() == wrong_article and (
                    a == len(wrong_article) or not text[a - len(wrong_article) - 1].isalnum()
                ):
                    found_text = text[a - len(wrong_article):b - (len(word) - len(term))]
                    if found_text not in seen:
                        seen.add(found_text)
                        out.append({"kind": "article left from the previous term", "text": found_text, "rule": rule.title})
                i = text.find(term, b)
        return out

    # -- quorum ----------------------------------------------------------------------------------
